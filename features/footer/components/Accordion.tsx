import { useEffect, useId, useRef, type ReactNode } from 'react';

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
 * One panel of the APG accordion pattern: a button inside the heading with aria-expanded and
 * aria-controls. A closed panel is `hidden="until-found"`, but its links stay in the HTML (search
 * engines read them) and the browser's find-in-page and text-fragment links reach them: the
 * browser fires `beforematch` and the panel opens exactly as a click on its header would, so the
 * store follows (docs/behaviour.md, "Footer").
 */
export function AccordionPanel({ headingLevel, title, open, onToggle, children }: AccordionPanelProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const panelRef = useRef<HTMLDivElement>(null);
  // The latest onToggle for the `beforematch` listener, which stays while the panel is closed.
  // Written after render (a ref is not written while rendering) and before the effect below.
  const latestToggle = useRef(onToggle);
  useEffect(() => {
    latestToggle.current = onToggle;
  });

  // React 18.3 knows `hidden` only as a boolean (the string "until-found" renders hidden="" with a
  // warning); React 19 takes the string. So React renders the boolean, which also hides a closed
  // panel in the server HTML, and the browser's value is set here, after React's own write. A
  // passive effect (no useLayoutEffect warning on a React 18 server): until it runs the panel is
  // hidden all the same, and a hidden panel takes no space either way (footer.css).
  useEffect(() => {
    const panel = panelRef.current;
    if (open || !panel) return undefined;
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
      <div ref={panelRef} className="sp-accordion__panel" id={`${id}-panel`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
