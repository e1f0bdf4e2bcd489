import { useId, type ReactNode } from 'react';

export interface AccordionPanelProps {
  /** The heading element the panel sits under; kept the same as in the column layout. */
  headingLevel: 2 | 3;
  title: ReactNode;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * One panel of the APG accordion pattern: a button inside the heading with aria-expanded and
 * aria-controls. A closed panel is `hidden`, but its links stay in the HTML (search engines read them).
 */
export function AccordionPanel({ headingLevel, title, open, onToggle, children }: AccordionPanelProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
      <div className="sp-accordion__panel" id={`${id}-panel`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
