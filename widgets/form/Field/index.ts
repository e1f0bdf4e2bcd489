export { FieldError, FieldHint, hasError, joinIds } from './FieldError';
