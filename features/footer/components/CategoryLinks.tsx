import { memo } from 'react';
import { useSelector } from 'react-redux';
import { selectPanelOpen, type FooterRootState } from '../state/footerSlice';
import type { SeoBlock } from '../content/types';
import { AccordionPanel } from './Accordion';
import { FooterLinkItem } from './FooterLinkItem';

export const CATEGORIES_PANEL_ID = 'categories';

/** Popular categories: columns on desktop, one merged accordion panel on smartphone and tablet. */
export const CategoryLinks = memo(function CategoryLinks({ seo, accordion, onToggle }: { seo: SeoBlock; accordion: boolean; onToggle: () => void }) {
  // Its own open state from the store: toggling re-renders this panel alone (see TeaserGroups).
  const open = useSelector((state: FooterRootState) => selectPanelOpen(state, CATEGORIES_PANEL_ID));
  const links = seo.columns.flatMap((column) => column.links);
  if (links.length === 0) return null;
  if (accordion) {
    return (
      <div className="sp-accordion sp-footer__categories">
        <AccordionPanel headingLevel={2} title={seo.heading} open={open} onToggle={onToggle}>
          <ul className="sp-footer__links">
            {links.map((link) => (
              <li key={link.url + link.text}>
                <FooterLinkItem link={link} />
              </li>
            ))}
          </ul>
        </AccordionPanel>
      </div>
    );
  }
  return (
    <div className="sp-footer__categories">
      <h2 className="sp-footer__heading">{seo.heading}</h2>
      <div className="sp-footer__category-columns">
        {seo.columns.map((column, index) => (
          <ul className="sp-footer__links" key={index}>
            {column.links.map((link) => (
              <li key={link.url + link.text}>
                <FooterLinkItem link={link} />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
});
