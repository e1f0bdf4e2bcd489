export { assignRef, FieldError, FieldHint, hasContent, joinIds } from './Field';
