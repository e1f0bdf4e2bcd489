import { useState } from 'react';
import { ELEMENT_FIELDS, type NewsletterField, type NewsletterFormValues } from '../logic/fields';

/** What the form gives the fields that hold their own text (the field table's owner 'element'): their start text and prefills. */
export type ElementPrefills = Partial<Record<NewsletterField, string>>;

function pickPrefills(values: NewsletterFormValues): ElementPrefills {
  const prefills: ElementPrefills = {};
  // The table gives owner 'element' only to fields whose value is text.
  for (const field of ELEMENT_FIELDS) prefills[field] = values[field] as string;
  return prefills;
}

/**
 * The element fields' prefills as one object that stays the same while none of them changes: a
 * choice (salutation, a tick) gives the form new values, not the memoised text fields new props.
 */
export function useElementPrefills(values: NewsletterFormValues): ElementPrefills {
  const [kept, setKept] = useState(() => pickPrefills(values));
  if (ELEMENT_FIELDS.some((field) => kept[field] !== values[field])) {
    // Adjusted while rendering (React's pattern for state that follows a prop): no extra commit.
    const next = pickPrefills(values);
    setKept(next);
    return next;
  }
  return kept;
}
