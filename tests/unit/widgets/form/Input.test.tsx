import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Input, type InputType } from '../../../../widgets/form';
import { renderWithIntl } from '../../../support/renderWithIntl';

describe('Input', () => {
  it('has a visible label tied to the field', () => {
    renderWithIntl(<Input label="Vorname" />);
    const field = screen.getByRole('textbox', { name: 'Vorname' });
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByText('Vorname').tagName).toBe('LABEL');
  });

  it('ties an error text to the field with aria-describedby and aria-invalid', () => {
    renderWithIntl(<Input label="E-Mail" error="Die E-Mail-Adresse ist ein Pflichtfeld." hint="z. B. name@example.de" />);
    const field = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('z. B. name@example.de Fehler: Die E-Mail-Adresse ist ein Pflichtfeld.');
  });

  it('shows an error hint under the error and only with it, described after the error', () => {
    const { rerender } = renderWithIntl(<Input label="E-Mail" error="Bitte geben Sie eine gültige E-Mail-Adresse ein." errorHint="Zum Beispiel: name@beispiel.de" />);
    const field = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(field).toHaveAccessibleDescription('Fehler: Bitte geben Sie eine gültige E-Mail-Adresse ein. Zum Beispiel: name@beispiel.de');
    // The error element holds the error alone; the hint is an element of its own, after it.
    const [errorId, hintId] = (field.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(errorId ?? '')).toHaveTextContent(/^Fehler: Bitte geben Sie eine gültige E-Mail-Adresse ein\.$/);
    expect(document.getElementById(hintId ?? '')).toHaveTextContent(/^Zum Beispiel: name@beispiel\.de$/);

    rerender(<Input label="E-Mail" errorHint="Zum Beispiel: name@beispiel.de" />);
    expect(screen.queryByText('Zum Beispiel: name@beispiel.de')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-describedby');
  });

  it('is not marked invalid without an error', () => {
    renderWithIntl(<Input label="E-Mail" />);
    const field = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a describedby id given by the host (e.g. a password strength)', () => {
    renderWithIntl(
      <>
        <Input label="Passwort" type="password" aria-describedby="strength" />
        <p id="strength">Passwortstärke: stark</p>
      </>,
    );
    expect(screen.getByLabelText('Passwort', { selector: 'input' })).toHaveAccessibleDescription('Passwortstärke: stark');
  });

  it('shows a clear button once it holds text; clearing empties and refocuses the field', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    renderWithIntl(<Input label="Suche" type="search" onValueChange={onValueChange} />);
    const field = screen.getByRole('searchbox', { name: 'Suche' });
    expect(screen.queryByRole('button', { name: 'Eingabe löschen' })).not.toBeInTheDocument();

    await user.type(field, 'Kaffee');
    const clear = screen.getByRole('button', { name: 'Eingabe löschen' });
    await user.click(clear);

    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Eingabe löschen' })).not.toBeInTheDocument();
  });

  it('clears by keyboard: Tab to the clear button, Enter, focus back in the field', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Input label="Stadt" defaultValue="Hamburg" />);
    const field = screen.getByRole('textbox', { name: 'Stadt' });
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Eingabe löschen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('an empty field has no clear button to reach: Tab goes on to the next control', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <Input label="Stadt" />
        <button type="button">Weiter</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Stadt' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveFocus();
  });

  it('shows no clear button when disabled, read-only or not clearable', () => {
    renderWithIntl(
      <>
        <Input label="A" defaultValue="x" disabled />
        <Input label="B" defaultValue="x" readOnly />
        <Input label="C" defaultValue="x" clearable={false} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Eingabe löschen' })).not.toBeInTheDocument();
  });

  it('toggles the password between hidden and visible with an aria-pressed button', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Input label="Passwort" type="password" defaultValue="Kaffee123" />);
    const field = screen.getByLabelText('Passwort', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' });
    expect(field).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveFocus();

    await user.keyboard(' ');
    expect(field).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(field).toHaveValue('Kaffee123');
  });

  it.each([
    ['iban', 'de89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['date', '15012024', '15.01.2024'],
    ['number', '12a,5,0', '12,50'],
    ['text', 'frei, Text 1.', 'frei, Text 1.'],
  ] as const)('type %s shows %j typed as %j', async (type, typed, shown) => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    renderWithIntl(<Input label="Feld" type={type} onValueChange={onValueChange} />);
    const field = screen.getByRole('textbox', { name: 'Feld' });
    await user.type(field, typed);
    expect(field).toHaveValue(shown);
    expect(onValueChange).toHaveBeenLastCalledWith(shown);
  });

  it('masks a pasted IBAN and the footer-side variant drops letters after digits', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <Input label="IBAN" type="iban" />
        <Input label="IBAN kurz" type="iban" ibanVariant="lettersThenDigits" />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'IBAN' }));
    await user.paste(' at61-1904 3002 3457 3201 😀');
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveValue('AT61 1904 3002 3457 3201');
    await user.type(screen.getByRole('textbox', { name: 'IBAN kurz' }), 'DE12AB34');
    expect(screen.getByRole('textbox', { name: 'IBAN kurz' })).toHaveValue('DE12 34');
  });

  it('date year.month.day and number maxlength', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <Input label="Datum" type="date" dateOrder="ymd" />
        <Input label="Menge" type="number" maxLength={4} decimalSeparator="." />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Datum' }), '2024011599');
    expect(screen.getByRole('textbox', { name: 'Datum' })).toHaveValue('2024.01.15');
    await user.type(screen.getByRole('textbox', { name: 'Menge' }), '12,345');
    expect(screen.getByRole('textbox', { name: 'Menge' })).toHaveValue('12.3');
  });

  it('deleting backwards through a masked date is never stuck on a dot', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Input label="Datum" type="date" defaultValue="15.01" />);
    const field = screen.getByRole('textbox', { name: 'Datum' });
    await user.click(field);
    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}');
    expect(field).toHaveValue('1');
  });

  it('keeps the caret in place while typing in the middle of an IBAN', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Input label="IBAN" type="iban" defaultValue="DE89 3704" />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'IBAN' });
    await user.click(field);
    field.setSelectionRange(2, 2);
    await user.keyboard('X');
    expect(field).toHaveValue('DEX8 9370 4');
    expect(field.selectionStart).toBe(3);
  });

  it('works controlled: the parent owns the value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <Input label="Datum" type="date" value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    renderWithIntl(<Controlled />);
    await user.type(screen.getByRole('textbox', { name: 'Datum' }), '0102');
    expect(screen.getByRole('status')).toHaveTextContent('01.02');
    await user.click(screen.getByRole('button', { name: 'Eingabe löschen' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('uses a native time field and falls back to text for an unknown type', () => {
    renderWithIntl(
      <>
        <Input label="Uhrzeit" type="time" />
        <Input label="Unbekannt" type={'colour' as InputType} />
      </>,
    );
    expect(screen.getByLabelText('Uhrzeit')).toHaveAttribute('type', 'time');
    expect(screen.getByRole('textbox', { name: 'Unbekannt' })).toHaveAttribute('type', 'text');
  });

  it('type email is an email field: the address keyboard, no capitals, no spellcheck', () => {
    renderWithIntl(<Input label="E-Mail" type="email" autoComplete="email" />);
    const field = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('autocapitalize', 'off');
    expect(field).toHaveAttribute('spellcheck', 'false');
    expect(field).toHaveAttribute('autocomplete', 'email');
  });

  it('type tel is a telephone field', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Input label="Telefon" type="tel" autoComplete="tel" />);
    const field = screen.getByRole('textbox', { name: 'Telefon' });
    expect(field).toHaveAttribute('type', 'tel');
    await user.type(field, '+49 30 123');
    expect(field).toHaveValue('+49 30 123');
  });

  it('works with react-hook-form\'s register: the form reads what is typed and writes its values, clearing included', async () => {
    const user = userEvent.setup();
    const submitted = jest.fn();
    const blurred = jest.fn();
    function Form() {
      const { register, handleSubmit, reset } = useForm({ defaultValues: { phone: '030 1', iban: '' } });
      const phone = register('phone');
      return (
        <form onSubmit={(event) => void handleSubmit(submitted)(event)}>
          <Input label="Telefon" type="tel" {...phone} onBlur={(event) => { blurred(event.target.name); void phone.onBlur(event); }} />
          <Input label="IBAN" type="iban" {...register('iban')} />
          <button type="button" onClick={() => reset({ phone: '040 2', iban: 'DE89' })}>Zurücksetzen</button>
          <button type="submit">Senden</button>
        </form>
      );
    }
    renderWithIntl(<Form />);
    const phone = screen.getByRole('textbox', { name: 'Telefon' });
    expect(phone).toHaveValue('030 1');
    await user.type(phone, '23');
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'de89370400');
    expect(blurred).toHaveBeenCalledWith('phone');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    // The mask's text is what the form gets.
    expect(submitted).toHaveBeenLastCalledWith({ phone: '030 123', iban: 'DE89 3704 00' }, expect.anything());

    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(phone).toHaveValue('040 2');
    await user.click(screen.getAllByRole('button', { name: 'Eingabe löschen' })[0] as HTMLElement);
    expect(phone).toHaveValue('');
    expect(phone).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(submitted).toHaveBeenLastCalledWith({ phone: '', iban: 'DE89' }, expect.anything());
  });

  it('an uncontrolled field renders only when its clear button appears or goes, not per keystroke', async () => {
    const user = userEvent.setup();
    let renders = 0;
    renderWithIntl(
      <Profiler id="input" onRender={() => { renders += 1; }}>
        <Input label="Name" />
      </Profiler>,
    );
    const before = renders;
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Anna-Lena');
    expect(renders - before).toBe(1);
  });

  it('passes a ref to the field', () => {
    const ref = { current: null as HTMLInputElement | null };
    renderWithIntl(<Input label="Name" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });
});
