import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useWatch } from 'react-hook-form';
import { classNames } from '../../../widgets/base/classNames';
import { characterCountMessages } from '../messages';
import type { SignUpFormState } from '../hooks/useSignUpForm';

/** The count shows from this share of the limit (GOV.UK character count's `threshold`; 30 of a name's 40 characters). */
const COUNT_THRESHOLD = 0.75;
/** The count is announced once typing has paused this long (GOV.UK: when the user stops typing), not at every keystroke. */
const COUNT_ANNOUNCE_PAUSE_MS = 1000;

interface CharacterCountProps {
  form: Pick<SignUpFormState, 'control'>;
  name: 'firstName' | 'lastName';
  /** The field's id: the count is announced only while the field has the focus. */
  fieldId: string;
  /** The limit's description: the field names it in aria-describedby. */
  descriptionId: string;
  maxLength: number;
}

/**
 * A field's length limit stated, on GOV.UK's character count pattern (docs/behaviour.md,
 * "Newsletter"). The limit ("Höchstens 40 Zeichen") is the field's description, visually hidden
 * as GOV.UK hides it once the count runs: a screen reader hears it with the field. From 75 % of the
 * limit the count shows under the field ("Sie können noch 5 Zeichen eingeben", over the limit in the
 * error colour "Sie haben 3 Zeichen zu viel eingegeben"); below that nothing shows, as a name that
 * short never meets the limit and the form stays as tall as the placeholder reserves. The visible
 * count is hidden from screen readers: a polite live region says the same once typing pauses, so
 * a screen reader is not interrupted at every keystroke. No maxlength: the browser would cut pasted
 * text without a word. The count is no error and replaces none: the spec's check on leaving the
 * field still says "Der Vorname darf höchstens 40 Zeichen haben.". It counts what that check
 * counts: the value without leading and trailing spaces.
 */
export function CharacterCount({ form, name, fieldId, descriptionId, maxLength }: CharacterCountProps) {
  const intl = useIntl();
  // Only this component renders at a keystroke, not the form (docs/performance.md, "The throttled visit").
  const value: unknown = useWatch({ control: form.control, name });
  const left = maxLength - (typeof value === 'string' ? value.trim().length : 0);
  const shown = maxLength - left >= maxLength * COUNT_THRESHOLD;
  const text = shown ? intl.formatMessage(left < 0 ? characterCountMessages.tooMany : characterCountMessages.remaining, { count: Math.abs(left) }) : '';
  const [announced, setAnnounced] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => {
      const field = document.getElementById(fieldId);
      // A value set from outside (the customer's prefill) is not the shopper typing: nothing to announce.
      if (field && field.ownerDocument.activeElement === field) setAnnounced(text);
    }, COUNT_ANNOUNCE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, fieldId]);

  return (
    <>
      <span id={descriptionId} className="sp-visually-hidden">
        {intl.formatMessage(characterCountMessages.limit, { maxLength })}
      </span>
      {shown && (
        <p className={classNames('sp-field__hint', 'sp-newsletter__count', left < 0 && 'sp-newsletter__count--over')} aria-hidden="true">
          {text}
        </p>
      )}
      <div className="sp-visually-hidden" aria-live="polite">
        {shown ? announced : ''}
      </div>
    </>
  );
}
