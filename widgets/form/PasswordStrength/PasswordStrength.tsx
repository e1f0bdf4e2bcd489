import { useIntl, type MessageDescriptor } from 'react-intl';
import { footerStrength, formStrength, type FooterStrength, type FormStrength, type StrengthScale } from './strengthScale';
import { passwordStrengthMessages, passwordStrengthLabel } from './messages';
import { classNames } from '../../base/classNames';

interface Level {
  /** 1 to 4 filled bar segments out of `of`. */
  filled: number;
  of: number;
  /** The level's modifier class and text. */
  tone: 'weak' | 'medium' | 'strong';
  text: MessageDescriptor;
}

const FORM_LEVELS: Record<Exclude<FormStrength, 'none'>, Level> = {
  weak: { filled: 1, of: 3, tone: 'weak', text: passwordStrengthMessages.weak },
  moderate: { filled: 2, of: 3, tone: 'medium', text: passwordStrengthMessages.moderate },
  strong: { filled: 3, of: 3, tone: 'strong', text: passwordStrengthMessages.strong },
};
const FOOTER_LEVELS: Record<FooterStrength, Level> = {
  weak: { filled: 1, of: 4, tone: 'weak', text: passwordStrengthMessages.weak },
  ok: { filled: 2, of: 4, tone: 'medium', text: passwordStrengthMessages.ok },
  strong: { filled: 3, of: 4, tone: 'strong', text: passwordStrengthMessages.strong },
  'very strong': { filled: 4, of: 4, tone: 'strong', text: passwordStrengthMessages.veryStrong },
};

/** The shown level of `password` on `scale`, or null when nothing is shown (under 8 characters). */
function levelOf(password: string, scale: StrengthScale): Level | null {
  if (scale === 'footer') {
    const strength = footerStrength(password);
    return strength === null ? null : FOOTER_LEVELS[strength];
  }
  const strength = formStrength(password);
  return strength === 'none' ? null : FORM_LEVELS[strength];
}

export interface PasswordStrengthProps {
  password: string;
  /**
   * Which scale to show, chosen explicitly: 'form' (none, weak, moderate, strong; the default)
   * or 'footer' (weak, ok, strong, very strong).
   */
  scale?: StrengthScale;
  /** Give the field aria-describedby={id} so the strength is read with it. */
  id?: string;
  className?: string;
}

/**
 * The strength of a password as a bar and a text ("Passwortstärke: stark"). The text sits in a
 * polite live region that is always rendered, so each change is announced without interrupting
 * typing; below 8 characters the region is empty.
 */
export function PasswordStrength({ password, scale = 'form', id, className }: PasswordStrengthProps) {
  const intl = useIntl();
  const level = levelOf(password, scale === 'footer' ? 'footer' : 'form');
  return (
    <div id={id} className={classNames('sp-password-strength', level && `sp-password-strength--${level.tone}`, className)}>
      {level && (
        <span className="sp-password-strength__bar" aria-hidden="true">
          {Array.from({ length: level.of }, (_, index) => (
            <span key={index} className={classNames('sp-password-strength__segment', index < level.filled && 'sp-password-strength__segment--filled')} />
          ))}
        </span>
      )}
      <span className="sp-password-strength__text" aria-live="polite">
        {level ? intl.formatMessage(passwordStrengthLabel, { level: intl.formatMessage(level.text) }) : ''}
      </span>
    </div>
  );
}
