import { forwardRef, useId, useLayoutEffect, useRef, useState, type ChangeEventHandler, type InputHTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../base';
import { assignRef, FieldError, FieldHint, hasContent, joinIds } from '../Field';
import { caretAfterMask, DATE_MAX_LENGTH, type DateOrder, type IbanMaskVariant } from '../masks';
import { applyMask, INPUT_TYPES, isMaskedType, type InputType } from './applyMask';
import { inputMessages } from './messages';
import { classNames } from '../../base/classNames';

/** The native input's attributes InputProps passes through (type, value and change handling are its own). */
export type InputNativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'children'>;

export interface InputProps extends InputNativeProps {
  /** The visible label. Always shown (GOV.UK): a placeholder is no label. */
  label: ReactNode;
  /** Default 'text'. iban, number and date are text fields shaped by a mask (widgets/form/masks.ts). */
  type?: InputType;
  /** The value (controlled). Leave it out for an uncontrolled field: the element holds the text. */
  value?: string;
  /** An uncontrolled field's start text. */
  defaultValue?: string;
  /** Called with the (masked) value on every change, and with '' when the field is cleared. */
  onValueChange?: (value: string) => void;
  /**
   * The element's change event, after masking (the target holds the masked text). With `name`,
   * `onBlur` and the ref it lets a form library drive the field (react-hook-form's `register`).
   */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Error text: shown above the field, tied to it with aria-describedby, and sets aria-invalid. */
  error?: ReactNode;
  /**
   * Help that goes with the error (an example, the characters allowed): shown under the error text
   * and only with it, tied to the field after it, so the error keeps its own words.
   */
  errorHint?: ReactNode;
  /** Hint text under the label, tied to the field with aria-describedby. */
  hint?: ReactNode;
  /** type 'iban': 'standard' (default) or the footer-side 'lettersThenDigits'. */
  ibanVariant?: IbanMaskVariant;
  /** type 'date': 'dmy' (dd.mm.yyyy, default) or 'ymd' (yyyy.mm.dd). */
  dateOrder?: DateOrder;
  /** type 'number': the decimal separator written, default ','. */
  decimalSeparator?: ',' | '.';
  /** type 'number': allow a decimal part; default true. */
  allowDecimal?: boolean;
  /** Show the clear button while the field holds text; default true. */
  clearable?: boolean;
}

/** The native input type and keyboard hints for each of our types. */
function nativeAttributes(type: InputType, passwordVisible: boolean, allowDecimal: boolean): InputHTMLAttributes<HTMLInputElement> {
  switch (type) {
    case 'email':
      // The address keyboard and autofill; an address is neither capitalised nor spell-checked.
      return { type: 'email', autoCapitalize: 'off', spellCheck: false };
    case 'tel':
      return { type: 'tel' };
    case 'password':
      return { type: passwordVisible ? 'text' : 'password', autoCapitalize: 'off', spellCheck: false };
    case 'search':
      return { type: 'search' };
    case 'time':
      return { type: 'time' };
    case 'iban':
      return { type: 'text', inputMode: 'text', autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false };
    case 'number':
      return { type: 'text', inputMode: allowDecimal ? 'decimal' : 'numeric' };
    case 'date':
      return { type: 'text', inputMode: 'numeric', maxLength: DATE_MAX_LENGTH };
    default:
      return { type: 'text' };
  }
}

/** Empties the element as typing would: the change event fires, so every onChange (a form library's too) hears it. */
function clearAsTyped(input: HTMLInputElement): void {
  // The prototype's setter: React tracks the value through the element's own one and would take
  // the change for its own write, firing no change event.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A text field with a visible label, optional hint, error text and help beside the error, a clear button once it
 * holds text (clearing puts the focus back into the field) and, for passwords, a toggle button
 * (aria-pressed) that shows or hides the text. iban, date and number are masked as you type.
 * An unknown type falls back to 'text'.
 *
 * Controlled with `value`; without it the element holds the text (uncontrolled): a keystroke
 * renders the field only when the clear button appears or goes, and a form library may write the
 * element's value itself.
 */
// forwardRef rather than React 19's ref-as-prop: hosts on React 18.3 get the ref too.
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({
  label,
  type: requestedType = 'text',
  value,
  defaultValue,
  onValueChange,
  onChange,
  error,
  errorHint,
  hint,
  ibanVariant,
  dateOrder,
  decimalSeparator,
  allowDecimal = true,
  clearable = true,
  maxLength,
  id,
  className,
  disabled,
  readOnly,
  ...rest
}, ref) {
  const intl = useIntl();
  const type: InputType = (INPUT_TYPES as readonly string[]).includes(requestedType) ? requestedType : 'text';
  const masked = isMaskedType(type);
  const settings = { ibanVariant, dateOrder, decimalSeparator, allowDecimal, maxLength };
  const mask = (text: string) => applyMask(type, text, settings);
  const controlled = value !== undefined;

  const autoId = useId();
  const inputId = id ?? `sp-input-${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const errorHintId = `${inputId}-error-hint`;
  const showError = hasContent(error);
  const showErrorHint = showError && hasContent(errorHint);
  const showHint = hasContent(hint);

  // Uncontrolled: only whether the element holds text (for the clear button), not the text.
  const [holdsText, setHoldsText] = useState(() => (defaultValue ?? '') !== '');
  const [passwordVisible, setPasswordVisible] = useState(false);
  // Controlled and masked: bumped on every change so the caret is placed again even when masking left the value as it was.
  const [, setRevision] = useState(0);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  const canClear = clearable && !disabled && !readOnly;

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (caret === null || !input || input.ownerDocument.activeElement !== input) return;
    input.setSelectionRange(caret, caret);
  });

  function clear() {
    const input = inputRef.current;
    if (!input) return;
    clearAsTyped(input);
    input.focus();
  }

  const native = nativeAttributes(type, passwordVisible, allowDecimal);
  const showClear = canClear && (controlled ? mask(value) !== '' : holdsText);
  const buttons = canClear || type === 'password';

  return (
    <div className={classNames('sp-field', 'sp-input', `sp-input--${type}`, showError && 'sp-input--error', className)}>
      <label className="sp-field__label" htmlFor={inputId}>
        {label}
      </label>
      {showHint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {showError && <FieldError id={errorId}>{error}</FieldError>}
      {showErrorHint && <FieldHint id={errorHintId}>{errorHint}</FieldHint>}
      <div className={classNames('sp-input__control', disabled && 'sp-input__control--disabled')}>
        <input
          {...rest}
          {...native}
          // Masked types enforce their own length (the mask cuts pasted text after shaping it).
          maxLength={masked ? native.maxLength : maxLength}
          ref={(element) => {
            inputRef.current = element;
            assignRef(ref, element);
            // A form library writes the element's text itself (a start value, a reset, a prefill),
            // then renders the form: this callback runs again on every render of the field.
            if (element && !controlled && canClear && (element.value !== '') !== holdsText) setHoldsText(element.value !== '');
          }}
          id={inputId}
          className="sp-input__field"
          {...(controlled ? { value: mask(value) } : { defaultValue: mask(defaultValue ?? '') })}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={showError ? true : undefined}
          aria-describedby={joinIds(showHint && hintId, showError && errorId, showErrorHint && errorHintId, rest['aria-describedby'])}
          onChange={(event) => {
            const input = event.target;
            const raw = input.value;
            const next = mask(raw);
            if (masked) {
              const caret = caretAfterMask(raw, input.selectionStart ?? raw.length, next);
              if (controlled) {
                pendingCaret.current = caret;
                setRevision((revision) => revision + 1);
              } else if (next !== raw) {
                input.value = next;
                input.setSelectionRange(caret, caret);
              }
            }
            // Only a change: setting the same state again may still render the field once more.
            if (!controlled && canClear && (next !== '') !== holdsText) setHoldsText(next !== '');
            onValueChange?.(next);
            onChange?.(event);
          }}
        />
        {buttons && (
          // The clear button is in the page from the start and hidden while the field is empty: the
          // first keystroke only shows it, instead of building it in the keystroke's frame.
          <span className="sp-input__buttons" hidden={!showClear && type !== 'password'}>
            {canClear && (
              <button type="button" className="sp-input__button" hidden={!showClear} aria-label={intl.formatMessage(inputMessages.clear)} aria-controls={inputId} onClick={clear}>
                <Icon name="close" size={16} />
              </button>
            )}
            {type === 'password' && (
              <button
                type="button"
                className="sp-input__button"
                aria-label={intl.formatMessage(inputMessages.showPassword)}
                aria-pressed={passwordVisible}
                aria-controls={inputId}
                disabled={disabled}
                onClick={() => setPasswordVisible((visible) => !visible)}
              >
                <Icon name={passwordVisible ? 'eye-off' : 'eye'} size={16} />
              </button>
            )}
          </span>
        )}
      </div>
    </div>
  );
});
