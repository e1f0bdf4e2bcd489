import { forwardRef, useId, useState, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../base';
import { FieldError, FieldHint, hasContent, joinIds } from '../Field';
import { resolveSelectValue, type SelectOption } from './resolveSelectValue';
import { selectMessages } from './messages';
import { classNames } from '../../base/classNames';

/** The native select's attributes SelectProps passes through (value and change handling are its own). */
export type SelectNativeProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'onChange' | 'children' | 'multiple'>;

export interface SelectProps extends SelectNativeProps {
  /** The visible label. */
  label: ReactNode;
  options: readonly SelectOption[];
  /** The chosen value (controlled). Empty → `defaultValue`, else the first option, is shown. */
  value?: string;
  /** The fallback when the value is empty (and the start value of an uncontrolled select). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
}

/** Content may arrive without options (null from a service); Array.isArray alone would type the list as any[]. */
function isOptionList(value: unknown): value is readonly SelectOption[] {
  return Array.isArray(value);
}

/**
 * A native select with a visible label (the native element keeps the platform's keyboard and
 * screen-reader behaviour). The shown value falls back to `defaultValue`, else the first option,
 * while the value is empty. With no options it renders disabled, with one placeholder option
 * saying so, instead of failing: content may arrive without options.
 */
// forwardRef rather than React 19's ref-as-prop: hosts on React 18.3 get the ref too.
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ label, options, value, defaultValue, onValueChange, error, hint, id, className, disabled, ...rest }, ref) {
  const intl = useIntl();
  const autoId = useId();
  const selectId = id ?? `sp-select-${autoId}`;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const showError = hasContent(error);
  const showHint = hasContent(hint);
  const [innerValue, setInnerValue] = useState<string | undefined>(undefined);
  const safeOptions = isOptionList(options) ? options : [];
  const empty = safeOptions.length === 0;
  const shown = resolveSelectValue(safeOptions, value !== undefined ? value : innerValue, defaultValue);

  return (
    <div className={classNames('sp-field', 'sp-select', showError && 'sp-select--error', className)}>
      <label className="sp-field__label" htmlFor={selectId}>
        {label}
      </label>
      {showHint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {showError && <FieldError id={errorId}>{error}</FieldError>}
      <div className="sp-select__control">
        <select
          {...rest}
          ref={ref}
          id={selectId}
          className="sp-select__field"
          value={shown}
          disabled={disabled || empty}
          aria-invalid={showError ? true : undefined}
          aria-describedby={joinIds(showHint && hintId, showError && errorId, rest['aria-describedby'])}
          onChange={(event) => {
            const next = event.target.value;
            if (value === undefined) setInnerValue(next);
            onValueChange?.(next);
          }}
        >
          {empty ? (
            <option value="">{intl.formatMessage(selectMessages.noOptions)}</option>
          ) : (
            safeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.text}
              </option>
            ))
          )}
        </select>
        <Icon name="chevron-down" size={16} className="sp-select__chevron" />
      </div>
    </div>
  );
});
