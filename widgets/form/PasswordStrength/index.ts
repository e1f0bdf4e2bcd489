export { PasswordStrength, type PasswordStrengthProps } from './PasswordStrength';
export {
  footerStrength,
  formStrength,
  scorePassword,
  FOOTER_STRENGTHS,
  FORM_STRENGTHS,
  PASSWORD_MIN_LENGTH,
  PASSWORD_VERY_STRONG_LENGTH,
  type FooterStrength,
  type FormStrength,
  type StrengthScale,
} from './strengthScale';
