export { FieldError, FieldHint, hasContent, joinIds } from './Field';
