/**
 * @jest-environment node
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SITE_CODES, type SiteCode } from '../../../config';
import { loadFooterContent } from '../../../features/footer';
import { FormInPartsScope as LoadedNewsletterForm } from '../../support/formInPartsScope';
import { loadShopPartsMessages } from '../../../locales';
import { NewsletterForm, ShopFooter } from '../../../src/index';
import { NearViewport } from '../../../src/widgets';
import { createTestShop, stopTestShops, TestShopProvider } from '../../../src/testing';

afterEach(stopTestShops);

// The on-demand form's code is still loading: what the server streams first is its placeholder.
jest.mock('../../../features/newsletter/components/loadNewsletterForm', () => ({
  loadNewsletterForm: () => new Promise<never>(() => {}),
}));

/** The server HTML of `part` as a host's page on `site` renders it, without sagas (a server runs none). */
async function serverHtml(site: SiteCode, part: ReactNode): Promise<string> {
  const shop = createTestShop({ site, startSagas: false });
  const messages = await loadShopPartsMessages(shop.parts);
  return renderToString(
    <TestShopProvider shop={shop} messages={messages}>
      {part}
    </TestShopProvider>,
  );
}

// A strict Content-Security-Policy (style-src without 'unsafe-inline') blocks every style attribute
// in server HTML (style-src-attr): the placeholders would reserve no space, the trap would show.
describe.each(SITE_CODES)('the %s server HTML under a strict CSP', (site) => {
  it('has no style attribute in the footer with the newsletter placeholder', async () => {
    const content = await loadFooterContent(site);
    const html = await serverHtml(site, <ShopFooter content={content} />);
    expect(html).not.toMatch(/ style=/);
    expect(html).toContain(`class="sp-near-viewport sp-newsletter-placeholder sp-newsletter-placeholder--${site}"`);
  });

  it("has no style attribute in the on-demand form's loading placeholder", async () => {
    const html = await serverHtml(site, <NewsletterForm />);
    expect(html).not.toMatch(/ style=/);
    expect(html).toContain(`class="sp-newsletter-placeholder sp-newsletter-placeholder--${site}"`);
  });

  it('has no style attribute in the form with its honeypot', async () => {
    const html = await serverHtml(site, <LoadedNewsletterForm />);
    expect(html).not.toMatch(/ style=/);
    expect(html).toContain('class="sp-newsletter__trap"');
  });
});

it('NearViewport: no style attribute in its placeholder, with or without a class for its height', () => {
  for (const props of [{}, { placeholderClassName: 'host-teaser-space' }]) {
    const html = renderToString(<NearViewport {...props}><p>later</p></NearViewport>);
    expect(html).not.toMatch(/ style=/);
    expect(html).toContain('class="sp-near-viewport');
  }
  expect(renderToString(<NearViewport placeholderClassName="host-teaser-space"><p>later</p></NearViewport>)).toContain('class="sp-near-viewport host-teaser-space"');
});
