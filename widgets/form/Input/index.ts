export { Input, type InputProps, type InputNativeProps } from './Input';
export { applyMask, INPUT_TYPES, isMaskedType, type InputType, type MaskSettings } from './applyMask';
