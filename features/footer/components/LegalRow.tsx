import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { LegalLink, SalesTaxNote } from '../content/types';
import { footerMessages } from '../messages';
import { FooterLinkItem } from './FooterLinkItem';

/** The row that always stays, reduced mode included: legal links and, where a site has one, the sales-tax note. */
export const LegalRow = memo(function LegalRow({ links, salesTax }: { links: LegalLink[]; salesTax?: SalesTaxNote }) {
  const intl = useIntl();
  return (
    <div className="sp-footer__legal">
      {salesTax && (
        <p className="sp-footer__sales-tax">
          {/* The content carries its own spaces and punctuation around the link. */}
          {salesTax.textBeforeLink}
          <FooterLinkItem link={salesTax.link} />
          {salesTax.textAfterLink}
        </p>
      )}
      <nav aria-label={intl.formatMessage(footerMessages.legalLabel)}>
        <ul className="sp-footer__legal-links">
          {links.map((link) => (
            <li key={link.url + link.text}>
              <a href={link.url} {...(link.consentManagement ? { 'data-consent-management': 'true' } : {})}>
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
});
