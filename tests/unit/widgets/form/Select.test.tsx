import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialCodeSelect, DIAL_CODES, resolveSelectValue, Select } from '../../../../widgets/form';
import { renderWithIntl } from '../../../support/renderWithIntl';

const sizes = [
  { value: 's', text: 'S' },
  { value: 'm', text: 'M' },
  { value: 'l', text: 'L' },
];

describe('resolveSelectValue', () => {
  it.each([
    ['m', undefined, 'm'],
    ['', 'l', 'l'],
    [undefined, 'l', 'l'],
    ['', undefined, 's'],
    ['', 'xl', 's'],
    ['xl', 'm', 'm'],
  ])('value %j with default %j shows %j', (value, fallback, expected) => {
    expect(resolveSelectValue(sizes, value, fallback)).toBe(expected);
  });

  it('is empty with no options', () => {
    expect(resolveSelectValue([], 'm', 'l')).toBe('');
  });
});

describe('Select', () => {
  it('has a visible label and shows the options', () => {
    renderWithIntl(<Select label="Größe" options={sizes} value="m" />);
    const select = screen.getByRole('combobox', { name: 'Größe' });
    expect(select).toHaveValue('m');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['S', 'M', 'L']);
  });

  it('falls back to the default value, else the first option, when the value is empty', () => {
    renderWithIntl(
      <>
        <Select label="Mit Vorgabe" options={sizes} value="" defaultValue="l" />
        <Select label="Ohne Vorgabe" options={sizes} value="" />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Mit Vorgabe' })).toHaveValue('l');
    expect(screen.getByRole('combobox', { name: 'Ohne Vorgabe' })).toHaveValue('s');
  });

  it('is chosen by keyboard and reports the value', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    renderWithIntl(<Select label="Größe" options={sizes} onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Größe' });
    await user.tab();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'l');
    expect(select).toHaveValue('l');
    expect(onValueChange).toHaveBeenCalledWith('l');
  });

  it('renders disabled without crashing when it has no options (documented fallback)', () => {
    renderWithIntl(<Select label="Filiale" options={[]} />);
    const select = screen.getByRole('combobox', { name: 'Filiale' });
    expect(select).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Keine Auswahl verfügbar' })).toBeInTheDocument();
  });

  it('ties an error text with aria-describedby and aria-invalid', () => {
    renderWithIntl(<Select label="Anrede" options={sizes} error="Bitte wählen Sie eine Anrede." />);
    const select = screen.getByRole('combobox', { name: 'Anrede' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Fehler: Bitte wählen Sie eine Anrede.');
  });
});

describe('DialCodeSelect', () => {
  it('lists about 30 European countries plus other, with dial code and German names', () => {
    renderWithIntl(<DialCodeSelect />);
    const select = screen.getByRole('combobox', { name: 'Ländervorwahl' });
    const options = screen.getAllByRole('option');
    expect(DIAL_CODES.length).toBeGreaterThanOrEqual(28);
    expect(options).toHaveLength(DIAL_CODES.length + 1);
    for (const name of ['+49 Deutschland', '+43 Österreich', '+41 Schweiz', '+420 Tschechien', '+421 Slowakei', '+36 Ungarn', '+48 Polen', '+90 Türkei']) {
      expect(screen.getByRole('option', { name })).toBeInTheDocument();
    }
    expect(options.at(-1)).toHaveTextContent('Anderes Land');
    expect(options.at(-1)).toHaveValue('other');
    expect(select).toHaveValue('+49');
  });

  it('translates the country names with the page language', () => {
    renderWithIntl(<DialCodeSelect />, { locale: 'fr-CH' });
    expect(screen.getByRole('combobox', { name: 'Indicatif du pays' })).toHaveValue('+49');
    expect(screen.getByRole('option', { name: '+49 Allemagne' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '+41 Suisse' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Autre pays' })).toBeInTheDocument();
  });

  it('has unique dial codes', () => {
    expect(new Set(DIAL_CODES.map((entry) => entry.dialCode)).size).toBe(DIAL_CODES.length);
  });

  it('takes a default, a label and reports the chosen code', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    renderWithIntl(<DialCodeSelect label="Vorwahl" defaultValue="+43" onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Vorwahl' });
    expect(select).toHaveValue('+43');
    await user.selectOptions(select, '+41');
    expect(onValueChange).toHaveBeenCalledWith('+41');
  });
});
