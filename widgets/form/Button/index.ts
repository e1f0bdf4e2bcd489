export { Button, BUTTON_VARIANTS, isButtonVariant, type ButtonProps, type ButtonVariant } from './Button';
