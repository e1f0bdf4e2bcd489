import { useLayoutEffect, useRef, useState, type Dispatch, type FocusEvent, type SetStateAction } from 'react';
import { SALUTATIONS, type Salutation } from '../../../api';
import { afterNextPaint } from '../../../config/scheduling';
import { ELEMENT_FIELDS, type ListField, type NewsletterField, type NewsletterFormValues } from '../logic/fields';
import { validateNewsletterField, type FieldErrors, type NewsletterSchemaContext } from '../logic/validation';

/** What the handlers read when they run: the state of the last committed render. */
export interface CommittedFormState {
  /**
   * The fields that hold their own text (the table's owner 'element') are here what the form last
   * gave them (start value, prefill); what the visitor typed is in the fields themselves (readValues).
   */
  values: NewsletterFormValues;
  errors: FieldErrors;
  context: NewsletterSchemaContext;
  doiErrorShown: boolean;
  /** The extra fields have been revealed. */
  touched: boolean;
}

interface FieldHandlerDeps {
  committed: () => CommittedFormState;
  setValues: Dispatch<SetStateAction<NewsletterFormValues>>;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  /** Shows the fields beyond the e-mail address (called only while they are hidden). */
  revealExtendedFields: () => void;
  dismissDoiError: () => void;
  /** The element the pointer is pressing, if any (usePressedElement). */
  pressedElement: () => Element | null;
  /** Where each field's element is kept, for the focus after a failed submit. */
  fieldElements: Partial<Record<NewsletterField, HTMLElement | null>>;
}

/**
 * The fields' handlers, one function per field (and per checkbox value) for the form's life. The
 * fields are memoised: with the same handlers on every render, a keystroke re-renders only the
 * field it changed (docs/performance.md, "The throttled visit"). So nothing here may close over
 * one render's state; it reads the committed state through `committed()`.
 */
function createFieldHandlers(deps: FieldHandlerDeps) {
  const { committed, setValues, setErrors } = deps;
  const made = new Map<string, unknown>();
  function once<Handler>(key: string, make: () => Handler): Handler {
    if (!made.has(key)) made.set(key, make());
    return made.get(key) as Handler;
  }

  /** The text of the fields that hold their own (the table's owner 'element'), as it is now. */
  function readElementValues(): Partial<NewsletterFormValues> {
    const values: Partial<Record<NewsletterField, string>> = {};
    for (const field of ELEMENT_FIELDS) {
      const element = deps.fieldElements[field];
      if (element instanceof HTMLInputElement) values[field] = element.value;
    }
    // The table gives owner 'element' only to fields whose value is text.
    return values as Partial<NewsletterFormValues>;
  }

  /** The values as they are now: the form's state, and the text in the fields that hold their own. */
  function readValues(): NewsletterFormValues {
    return { ...committed().values, ...readElementValues() };
  }

  function validateField(field: NewsletterField, values: NewsletterFormValues) {
    const error = validateNewsletterField(field, values, committed().context);
    // The same errors stay the same object: a blur that changes nothing renders nothing.
    setErrors((known) => (known[field] === error ? known : { ...known, [field]: error }));
  }

  // Only while they are hidden: revealing them is a transition, and queued on every keystroke it
  // would render the form a second time for nothing (React cannot drop an update queued behind another).
  function revealExtendedFields() {
    if (!committed().touched) deps.revealExtendedFields();
  }

  return {
    /** The salutation list: a choice outside the list (a changed page) is no choice. */
    chooseSalutation: (value: string): void => {
      const salutation = SALUTATIONS.includes(value as Salutation) ? (value as Salutation) : '';
      setValues((current) => ({ ...current, salutation }));
    },

    /**
     * Validation on blur. Not when the focus goes to the submit button (the submit checks every
     * field anyway), nor to a button the pointer is pressing (the legal notice's toggle, a footer
     * panel below): an error text appearing above would move that button away between mouse down
     * and mouse up, and the click would be lost. Tabbing to a button still validates. The check
     * runs after the focus change has painted (the click or Tab into the next field answers first,
     * the error follows a frame later), and a check that finds nothing new renders nothing.
     */
    blur(field: NewsletterField): (event: FocusEvent<HTMLElement>) => void {
      return once(`blur:${field}`, () => (event: FocusEvent<HTMLElement>) => {
        const button = event.relatedTarget instanceof HTMLElement ? event.relatedTarget.closest('button') : null;
        const pressed = deps.pressedElement();
        if (button && (button.matches('[type="submit"]') || (pressed !== null && button.contains(pressed)))) return;
        void afterNextPaint().then(() => validateField(field, readValues()));
      });
    },

    /** Checkboxes: a tick is a decision, so an error already shown is checked again at once (never a new one). */
    toggle<Field extends ListField>(field: Field, value: NewsletterFormValues[Field][number]): (checked: boolean) => void {
      return once(`toggle:${field}:${value}`, () => (checked: boolean) => {
        const list: readonly string[] = committed().values[field];
        const next = checked ? [...new Set([...list, value])] : list.filter((item) => item !== value);
        setValues((current) => ({ ...current, [field]: next }));
        if (committed().errors[field]) validateField(field, { ...readValues(), [field]: next });
      });
    },

    /** The field's ref callback: keeps its element, to read a typed field and for the focus after a failed submit. */
    register(field: NewsletterField): (element: HTMLElement | null) => void {
      return once(`register:${field}`, () => (element: HTMLElement | null) => {
        deps.fieldElements[field] = element;
      });
    },

    readValues,
    readElementValues,

    /** The e-mail field got the focus or text: the other fields follow, and a shown DOI error goes. */
    touchEmail: (): void => {
      revealExtendedFields();
      if (committed().doiErrorShown) deps.dismissDoiError();
    },
  };
}

export type FieldHandlers = ReturnType<typeof createFieldHandlers>;

/**
 * The form's field handlers, the same functions on every render (see createFieldHandlers). They
 * read `state` as of the last commit: a handler runs on an event, after the render it belongs to.
 */
export function useFieldHandlers(state: CommittedFormState, deps: Omit<FieldHandlerDeps, 'committed'>): FieldHandlers {
  const committed = useRef(state);
  useLayoutEffect(() => {
    committed.current = state;
  });
  const [handlers] = useState(() => createFieldHandlers({ ...deps, committed: () => committed.current }));
  return handlers;
}
