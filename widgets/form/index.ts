// The form widgets: typed React components without Redux, labelled through react-intl.
export { Button, BUTTON_VARIANTS, isButtonVariant, type ButtonProps, type ButtonVariant } from './Button';
export { TextLink, TEXT_LINK_SIZES, TEXT_LINK_VARIANTS, type TextLinkIconPosition, type TextLinkProps, type TextLinkSize, type TextLinkVariant, textLinkMessages } from './TextLink';
export { TextStyle, TEXT_STYLE_VARIANTS, type TextStyleElement, type TextStyleProps, type TextStyleVariant } from './TextStyle';
export { Input, applyMask, INPUT_TYPES, isMaskedType, type InputProps, type InputNativeProps, type InputType, type MaskSettings } from './Input';
export { Select, resolveSelectValue, type SelectOption, type SelectProps, type SelectNativeProps } from './Select';
export { Checkbox, type CheckboxProps, type CheckboxNativeProps } from './Checkbox';
export {
  PasswordStrength,
  footerStrength,
  formStrength,
  scorePassword,
  FOOTER_STRENGTHS,
  FORM_STRENGTHS,
  PASSWORD_MIN_LENGTH,
  PASSWORD_VERY_STRONG_LENGTH,
  type FooterStrength,
  type FormStrength,
  type PasswordStrengthProps,
  type StrengthScale,
} from './PasswordStrength';
export { DialCodeSelect, DIAL_CODES, OTHER_DIAL_CODE, type DialCode, type DialCodeSelectProps } from './DialCodeSelect';
export {
  maskIban,
  maskDate,
  maskNumber,
  caretAfterMask,
  IBAN_MAX_LENGTH,
  IBAN_GROUP_SIZE,
  DATE_MAX_LENGTH,
  type DateOrder,
  type IbanMaskOptions,
  type IbanMaskVariant,
  type NumberMaskOptions,
} from './masks';
