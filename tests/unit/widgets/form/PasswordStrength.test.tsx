import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { footerStrength, FOOTER_STRENGTHS, formStrength, FORM_STRENGTHS, Input, PasswordStrength, scorePassword, type StrengthScale } from '../../../../widgets/form';
import { renderWithIntl } from '../../../support/renderWithIntl';

describe('scorePassword', () => {
  it.each([
    ['', null],
    ['Abc1234', null],
    ['abcdefgh', 1],
    ['ABCDEFGH', 1],
    ['12345678', 1],
    ['!!!!!!!!', 0],
    ['abcdEFGH', 2],
    ['abcdEFG1', 3],
  ])('scores %j as %j', (password, score) => {
    expect(scorePassword(password)).toBe(score);
  });

  it('gives no score under 8 characters, counting emoji as one character', () => {
    expect(scorePassword('aB1😀😀😀😀')).toBeNull();
    expect(scorePassword('aB1😀😀😀😀😀')).toBe(3);
  });
});

describe('strength scales', () => {
  it.each([
    ['kurz', 'none', null],
    ['!!!!!!!!', 'weak', 'weak'],
    ['abcdefgh', 'weak', 'weak'],
    ['abcdEFGH', 'moderate', 'ok'],
    ['abcdEFG1', 'strong', 'strong'],
    ['abcdEFGH1234', 'strong', 'very strong'],
  ] as const)('%j is %s on the form scale and %s on the footer scale', (password, form, footer) => {
    expect(formStrength(password)).toBe(form);
    expect(footerStrength(password)).toBe(footer);
  });

  it('always returns a level of its scale, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (password) => {
        expect(FORM_STRENGTHS).toContain(formStrength(password));
        const footer = footerStrength(password);
        if (footer !== null) expect(FOOTER_STRENGTHS).toContain(footer);
        expect(footer === null).toBe(formStrength(password) === 'none');
      }),
    );
  });
});

describe('PasswordStrength', () => {
  it.each([
    ['form', 'abcdefgh', 'Passwortstärke: schwach'],
    ['form', 'abcdEFGH', 'Passwortstärke: gut'],
    ['form', 'abcdEFG1', 'Passwortstärke: stark'],
    ['footer', 'abcdefgh', 'Passwortstärke: schwach'],
    ['footer', 'abcdEFGH', 'Passwortstärke: gut'],
    ['footer', 'abcdEFG1', 'Passwortstärke: stark'],
    ['footer', 'abcdEFGH1234', 'Passwortstärke: sehr stark'],
  ] as const)('%s scale shows %j as %j', (scale: StrengthScale, password, text) => {
    const { container } = renderWithIntl(<PasswordStrength password={password} scale={scale} />);
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent(text);
  });

  it('shows nothing under 8 characters but keeps the live region in place', () => {
    const { container } = renderWithIntl(<PasswordStrength password="Ab1" />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
  });

  it('announces changes politely while the visitor types', async () => {
    const user = userEvent.setup();
    function Form() {
      const [password, setPassword] = useState('');
      return (
        <>
          <Input label="Passwort" type="password" value={password} onValueChange={setPassword} aria-describedby="pw-strength" />
          <PasswordStrength id="pw-strength" password={password} scale="footer" />
        </>
      );
    }
    const { container } = renderWithIntl(<Form />);
    const region = container.querySelector('[aria-live="polite"]');
    const field = screen.getByLabelText('Passwort', { selector: 'input' });
    await user.type(field, 'abcdefgh');
    expect(region).toHaveTextContent('Passwortstärke: schwach');
    await user.type(field, 'A1');
    expect(region).toHaveTextContent('Passwortstärke: stark');
    await user.type(field, 'XY');
    expect(region).toHaveTextContent('Passwortstärke: sehr stark');
    expect(field).toHaveAccessibleDescription('Passwortstärke: sehr stark');
  });
});
