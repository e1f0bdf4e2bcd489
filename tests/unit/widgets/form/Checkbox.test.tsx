import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from '../../../../widgets/form';
import { renderWithIntl } from '../../../support/renderWithIntl';

describe('Checkbox', () => {
  it('has a visible label that toggles it', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Checkbox label="Newsletter abonnieren" />);
    const box = screen.getByRole('checkbox', { name: 'Newsletter abonnieren' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Newsletter abonnieren'));
    expect(box).toBeChecked();
  });

  it('toggles with Space from the keyboard and reports the state', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    renderWithIntl(<Checkbox label="AGB gelesen" defaultChecked onCheckedChange={onCheckedChange} />);
    await user.tab();
    const box = screen.getByRole('checkbox', { name: 'AGB gelesen' });
    expect(box).toHaveFocus();
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the indeterminate (mixed) state through the DOM property', () => {
    renderWithIntl(<Checkbox label="Alle auswählen" indeterminate />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Alle auswählen' });
    expect(box.indeterminate).toBe(true);
    expect(box).toBePartiallyChecked();
  });

  it('leaves the mixed state when the visitor chooses, and a parent can set it again', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [mixed, setMixed] = useState(true);
      const [checked, setChecked] = useState(false);
      return (
        <>
          <Checkbox
            label="Alle"
            checked={checked}
            indeterminate={mixed}
            onCheckedChange={(next) => {
              setChecked(next);
              setMixed(false);
            }}
          />
          <button type="button" onClick={() => setMixed(true)}>
            Teilweise
          </button>
        </>
      );
    }
    renderWithIntl(<Parent />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Alle' });
    await user.click(box);
    expect(box.indeterminate).toBe(false);
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Teilweise' }));
    expect(box).toBePartiallyChecked();
  });

  it('ties an error text with aria-describedby and aria-invalid', () => {
    renderWithIntl(<Checkbox label="Einwilligung" error="Bitte bestätigen Sie die Einwilligung." />);
    const box = screen.getByRole('checkbox', { name: 'Einwilligung' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Fehler: Bitte bestätigen Sie die Einwilligung.');
  });

  it('can be disabled', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Checkbox label="Gesperrt" disabled />);
    const box = screen.getByRole('checkbox', { name: 'Gesperrt' });
    await user.click(box);
    expect(box).toBeDisabled();
    expect(box).not.toBeChecked();
  });
});
