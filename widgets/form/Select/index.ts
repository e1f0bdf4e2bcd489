export { Select, type SelectProps, type SelectNativeProps } from './Select';
export { resolveSelectValue, type SelectOption } from './resolveSelectValue';
