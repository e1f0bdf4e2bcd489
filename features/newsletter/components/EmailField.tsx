import { type FocusEvent, forwardRef, memo, useId } from 'react';
import { FieldError, joinIds } from '../../../widgets/form/Field';

export interface EmailFieldProps {
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  label: string;
}

/**
 * The e-mail field. The Input widget only renders type="text" for text fields, and this one must
 * be type="email" (the right keyboard, autofill), so it repeats the widget's markup and classes.
 */
// forwardRef rather than React 19's ref-as-prop: hosts on React 18.3 get the ref too. Memoised:
// the form passes the same handlers on every render, so only a change of its own renders it.
export const EmailField = memo(forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField({ value, error, onValueChange, onFocus, onBlur, label }, ref) {
  const id = `sp-newsletter-email-${useId()}`;
  const errorId = `${id}-error`;
  return (
    <div className={['sp-field', 'sp-input', 'sp-input--text', error && 'sp-input--error'].filter(Boolean).join(' ')}>
      <label className="sp-field__label" htmlFor={id}>
        {label}
      </label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <div className="sp-input__control">
        <input
          ref={ref}
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="off"
          className="sp-input__field"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(error && errorId)}
          onChange={(event) => onValueChange(event.target.value)}
          onFocus={onFocus}
          onBlur={onBlur}
        />
      </div>
    </div>
  );
}));
