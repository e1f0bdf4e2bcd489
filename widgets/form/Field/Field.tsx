import type { ForwardedRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon, VisuallyHidden } from '../../base';
import { fieldMessages } from './messages';

/**
 * The error text of a field (GOV.UK pattern): shown next to the field, tied to it through
 * aria-describedby by the field itself, with a visually hidden "Fehler:" so a screen reader
 * hears it as an error even without the red colour.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <p id={id} className="sp-field__error">
      <Icon name="error" size={16} />
      <span>
        <VisuallyHidden>{intl.formatMessage(fieldMessages.errorPrefix)} </VisuallyHidden>
        {children}
      </span>
    </p>
  );
}

/** Hint text under a label (e.g. the expected date format). */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="sp-field__hint">
      {children}
    </p>
  );
}

/** Hands an element to a forwarded ref (a callback or an object), for fields that keep their element too. */
export function assignRef<T>(ref: ForwardedRef<T>, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Joins describedby ids, leaving out empty ones; undefined when none is left. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter((id): id is string => typeof id === 'string' && id.trim() !== '').join(' ');
  return joined === '' ? undefined : joined;
}

/** True when an error or hint text should be shown (any text or node other than '', false, null or undefined). */
export function hasContent(content: ReactNode): boolean {
  return content !== undefined && content !== null && content !== false && content !== '';
}
