export { FieldError, FieldHint, hasContent, joinIds } from './FieldError';
