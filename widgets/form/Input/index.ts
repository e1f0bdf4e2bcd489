export { Input, type InputProps } from './Input';
export { applyMask, INPUT_TYPES, isMaskedType, type InputType, type MaskSettings } from './applyMask';
