import { type FocusEvent, forwardRef, memo, useCallback, useId, useLayoutEffect, useRef } from 'react';
import { assignRef, FieldError, joinIds } from '../../../widgets/form/Field';

export interface EmailFieldProps {
  /**
   * A command, not the value: the field's start text, and a prefill from the form. A change of it
   * is written into the field; what the visitor types stays in the field (the field table's owner 'element').
   */
  prefill: string;
  error?: string;
  /** The visitor focused the field or put text into it (typing, pasting, autofill). */
  onTouch: () => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  label: string;
}

/**
 * The e-mail field. The Input widget only renders type="text" for text fields, and this one must
 * be type="email" (the right keyboard, autofill), so it repeats the widget's markup and classes.
 *
 * Uncontrolled: a keystroke renders nothing, so typing costs the page what it costs a plain form
 * (docs/performance.md, "The throttled visit"). The form reads the field's text when it validates
 * and submits.
 */
// forwardRef rather than React 19's ref-as-prop: hosts on React 18.3 get the ref too. Memoised:
// the form passes the same handlers on every render, so only a change of its own renders it.
export const EmailField = memo(forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField({ prefill, error, onTouch, onBlur, label }, ref) {
  const id = `sp-newsletter-email-${useId()}`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement | null>(null);
  const written = useRef(prefill);
  // At mount the field starts from defaultValue; after that only a change of the prefill is
  // written (it keeps what the visitor typed: useSignUpForm reads the field before it merges).
  useLayoutEffect(() => {
    if (written.current === prefill) return;
    written.current = prefill;
    if (input.current && input.current.value !== prefill) input.current.value = prefill;
  }, [prefill]);
  const keepElement = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      assignRef(ref, element);
    },
    [ref],
  );

  return (
    <div className={['sp-field', 'sp-input', 'sp-input--text', error && 'sp-input--error'].filter(Boolean).join(' ')}>
      <label className="sp-field__label" htmlFor={id}>
        {label}
      </label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <div className="sp-input__control">
        <input
          ref={keepElement}
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="off"
          className="sp-input__field"
          defaultValue={prefill}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(error && errorId)}
          onInput={onTouch}
          onFocus={onTouch}
          onBlur={onBlur}
        />
      </div>
    </div>
  );
}));
