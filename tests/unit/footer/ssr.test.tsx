/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { SITE_CODES } from '../../../config';
import { loadFooterContent } from '../../../features/footer';
import { Footer } from '../../../src/components/ShopFooter';
import { loadShopPartsMessages } from '../../../locales';
import { createTestShop, stopTestShops, TestShopProvider } from '../../../src/testing';

afterEach(stopTestShops);

// The footer renders on the server, where there is no window, document or cookie.
describe.each(SITE_CODES)('server rendering of the %s footer', (site) => {
  it('puts every content link into the HTML', async () => {
    expect(typeof window).toBe('undefined');
    const shop = createTestShop({ site });
    const [content, messages] = await Promise.all([loadFooterContent(site), loadShopPartsMessages(shop.parts)]);
    const html = renderToString(
      <TestShopProvider shop={shop} messages={messages}>
        <Footer content={content} platform="SMARTPHONE" />
      </TestShopProvider>,
    );
    const urls = [
      ...content.teaser.groups.flatMap((group) => [group.heading.link.url, ...group.links.map((item) => item.link.url)]),
      ...content.seo.columns.flatMap((column) => column.links.map((link) => link.url)),
      ...content.legalLinks.map((link) => link.url),
    ];
    for (const url of urls) expect(html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('aria-expanded="false"');
    // Closed panels are until-found in the server HTML already: a text-fragment link on a fresh load finds their text.
    expect(html).toMatch(/<sp-accordion-panel class="sp-accordion__panel" id="[^"]+" hidden="until-found">/);
    expect(html).not.toMatch(/class="sp-accordion__panel"[^>]* hidden=""/);
  });
});
