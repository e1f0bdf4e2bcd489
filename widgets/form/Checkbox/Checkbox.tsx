import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { FieldError, hasContent, joinIds } from '../Field';
import { classNames } from '../../base/classNames';

/** The native checkbox's attributes CheckboxProps passes through (checked state and change handling are its own). */
export type CheckboxNativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'defaultChecked' | 'onChange' | 'children'>;

export interface CheckboxProps extends CheckboxNativeProps {
  /** The visible label (clicking it toggles the box). */
  label: ReactNode;
  /** Checked (controlled). Leave it out and use defaultChecked for an uncontrolled box. */
  checked?: boolean;
  defaultChecked?: boolean;
  /**
   * The mixed state ("some of these"). Set as the DOM `indeterminate` property, so assistive
   * technology announces it as mixed. A click clears it and checks the box, as natively.
   */
  indeterminate?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Error text tied with aria-describedby; sets aria-invalid. */
  error?: ReactNode;
}

/** A native checkbox with a visible label: checked, unchecked or indeterminate. */
// forwardRef rather than React 19's ref-as-prop: hosts on React 18.3 get the ref too.
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, checked, defaultChecked = false, indeterminate = false, onCheckedChange, error, id, className, ...rest }, ref) {
  const autoId = useId();
  const inputId = id ?? `sp-checkbox-${autoId}`;
  const errorId = `${inputId}-error`;
  const showError = hasContent(error);
  const [innerChecked, setInnerChecked] = useState(defaultChecked);
  const isChecked = checked !== undefined ? checked : innerChecked;
  const inputRef = useRef<HTMLInputElement | null>(null);

  // HTML has no indeterminate attribute; only the DOM property exists. Applied after every
  // render so a parent that keeps `indeterminate` on gets it back after a re-render.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  });

  return (
    <div className={classNames('sp-checkbox', showError && 'sp-checkbox--error', className)}>
      {showError && <FieldError id={errorId}>{error}</FieldError>}
      <div className="sp-checkbox__row">
        <input
          {...rest}
          ref={(element) => {
            inputRef.current = element;
            if (typeof ref === 'function') ref(element);
            else if (ref) (ref as { current: HTMLInputElement | null }).current = element;
          }}
          type="checkbox"
          id={inputId}
          className="sp-checkbox__box"
          checked={isChecked}
          aria-invalid={showError ? true : undefined}
          aria-describedby={joinIds(showError && errorId, rest['aria-describedby'])}
          onChange={(event) => {
            if (checked === undefined) setInnerChecked(event.target.checked);
            onCheckedChange?.(event.target.checked);
          }}
        />
        <label className="sp-checkbox__label" htmlFor={inputId}>
          {label}
        </label>
      </div>
    </div>
  );
});
