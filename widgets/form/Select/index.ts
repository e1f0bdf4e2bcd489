export { Select, type SelectProps } from './Select';
export { resolveSelectValue, type SelectOption } from './resolveSelectValue';
