export { Checkbox, type CheckboxProps, type CheckboxNativeProps } from './Checkbox';
