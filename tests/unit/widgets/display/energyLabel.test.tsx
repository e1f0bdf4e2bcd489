import { screen } from '@testing-library/react';
import { ENERGY_CLASSES, EnergyLabel } from '../../../../widgets';
import { renderWithIntl } from '../../../support/renderWithIntl';

describe('EnergyLabel', () => {
  it.each(ENERGY_CLASSES)('shows class %s with the accessible text "Energieeffizienzklasse …"', (energyClass) => {
    const { container } = renderWithIntl(<EnergyLabel energyClass={energyClass} />);
    expect(screen.getByText(`Energieeffizienzklasse ${energyClass}`)).toBeInTheDocument();
    const shown = screen.getByText(energyClass);
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstChild).not.toHaveClass('sp-energy-label--unknown');
  });

  it('gives the A classes the A colour and the others their own', () => {
    const { container, rerender } = renderWithIntl(<EnergyLabel energyClass="A+++" />);
    expect(container.firstChild).toHaveClass('sp-energy-label--a');
    rerender(<EnergyLabel energyClass="D" />);
    expect(container.firstChild).toHaveClass('sp-energy-label--d');
  });

  it('tolerates lower case and spaces', () => {
    const { container } = renderWithIntl(<EnergyLabel energyClass=" a++ " />);
    expect(screen.getByText('Energieeffizienzklasse A++')).toBeInTheDocument();
    expect(container.firstChild).toHaveClass('sp-energy-label--a');
  });

  it('shows an unknown class as given, in neutral colours', () => {
    const { container } = renderWithIntl(<EnergyLabel energyClass="H" />);
    expect(screen.getByText('H')).toBeInTheDocument();
    expect(screen.getByText('Energieeffizienzklasse H')).toBeInTheDocument();
    expect(container.firstChild).toHaveClass('sp-energy-label--unknown');
  });
});
