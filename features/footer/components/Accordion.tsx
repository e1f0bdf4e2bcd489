import { createElement, useEffect, useId, useRef, type ReactNode } from 'react';

export interface AccordionPanelProps {
  /** The heading element the panel sits under; kept the same as in the column layout. */
  headingLevel: 2 | 3;
  title: ReactNode;
  open: boolean;
  /** The header's click; also what a find-in-page match in a closed panel does (`beforematch`). */
  onToggle: () => void;
  children: ReactNode;
}

/**
 * The panel is a custom element so that a closed one is `hidden="until-found"` in the server's
 * HTML already (a text-fragment link on a fresh load must find its text before hydration): React
 * 18 and 19 render `hidden` on an HTML element as the boolean `hidden=""`, but pass a custom
 * element's attributes through as strings, on the server and in the browser. footer.css makes it a block.
 */
const PANEL_TAG = 'sp-accordion-panel';

/**
 * One panel of the APG accordion pattern: a button inside the heading with aria-expanded and
 * aria-controls. A closed panel is `hidden="until-found"`, but its links stay in the HTML (search
 * engines read them) and the browser's find-in-page and text-fragment links reach them: the
 * browser fires `beforematch` and the panel opens exactly as a click on its header would, so the
 * store follows (docs/behaviour.md, "Footer").
 */
export function AccordionPanel({ headingLevel, title, open, onToggle, children }: AccordionPanelProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const panelRef = useRef<HTMLElement>(null);
  // The latest onToggle for the `beforematch` listener, which stays while the panel is closed.
  // Written after render (a ref is not written while rendering) and before the effect below.
  const latestToggle = useRef(onToggle);
  useEffect(() => {
    latestToggle.current = onToggle;
  });

  // Opened once through the store for a match the browser revealed before this panel listened.
  const revealedBeforeListening = useRef(false);

  useEffect(() => {
    const panel = panelRef.current;
    if (open || !panel) return undefined;
    // Closed, yet the browser has taken `hidden` away: find-in-page or a text-fragment link matched
    // in the server's HTML before hydration, when nobody heard beforematch. Open it through the
    // store as beforematch would (once: StrictMode runs this twice before the store answers).
    if (!panel.hasAttribute('hidden')) {
      if (!revealedBeforeListening.current) {
        revealedBeforeListening.current = true;
        latestToggle.current();
      }
      return undefined;
    }
    // React writes the string to a custom element through its `hidden` property, which an engine
    // without until-found turns into hidden=""; jsdom has no until-found either.
    panel.setAttribute('hidden', 'until-found');
    const onBeforeMatch = () => latestToggle.current();
    panel.addEventListener('beforematch', onBeforeMatch);
    return () => panel.removeEventListener('beforematch', onBeforeMatch);
  }, [open]);

  return (
    <div className={`sp-accordion__item${open ? ' sp-accordion__item--open' : ''}`}>
      <Heading className="sp-accordion__heading">
        <button type="button" className="sp-accordion__button" id={`${id}-button`} aria-expanded={open} aria-controls={`${id}-panel`} onClick={onToggle}>
          <span className="sp-accordion__title">{title}</span>
          <svg className="sp-accordion__chevron" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </Heading>
      {createElement(
        PANEL_TAG,
        // The browser may reveal the panel before hydration (see the effect above): not a mismatch to report.
        // `class`, not `className`: React 18 writes a custom element's `className` as an attribute of
        // that name (the panel would lose its styles); `class` is the attribute in 18 and 19 alike.
        { ref: panelRef, class: 'sp-accordion__panel', id: `${id}-panel`, hidden: open ? undefined : 'until-found', suppressHydrationWarning: true },
        children,
      )}
    </div>
  );
}
