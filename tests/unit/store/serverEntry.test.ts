/**
 * @jest-environment node
 */
// `@shop/shop-parts/server` is what a Next.js server component imports: it must load without
// React (React's server build has no createContext) and decide what the browser decides.
jest.mock('react', () => {
  throw new Error('the server entry imported react');
});

import { loadMessages } from '../../../locales/loadMessages';

async function serverEntry() {
  return import('../../../src/server');
}

describe('the server entry', () => {
  it('loads with no React and no document', async () => {
    const entry = await serverEntry();
    expect(typeof document).toBe('undefined');
    expect(entry.SITE_CODES).toContain('CH_FR');
  });

  it.each([
    [{ cookieHeader: 'session=1; affiliateNumber=4711' }, { reduced: true, platform: 'CLASSIC', newsletterHidden: false, appPlatform: false }],
    [{ cookieHeader: 'xc-app=new', htmlAttributes: { 'data-platform': 'smartphone' } }, { reduced: true, platform: 'SMARTPHONE', newsletterHidden: false, appPlatform: true }],
    [{ htmlAttributes: { 'data-platform': 'TABLET', 'data-newsletter-form-hidden': 'true' } }, { reduced: false, platform: 'TABLET', newsletterHidden: true, appPlatform: true }],
    [{ cookieHeader: 'xc-app=old', htmlAttributes: { 'data-platform': 'MATCH' } }, { reduced: false, platform: 'MATCH', newsletterHidden: false, appPlatform: false }],
    [{ cookieHeader: null, htmlAttributes: { 'data-platform': 'watch' } }, { reduced: false, platform: 'CLASSIC', newsletterHidden: false, appPlatform: false }],
    [{}, { reduced: false, platform: 'CLASSIC', newsletterHidden: false, appPlatform: false }],
  ])('decides the page conditions of %j from the request alone', async (input, expected) => {
    const { pageConditions } = await serverEntry();
    expect(pageConditions(input)).toEqual(expected);
  });

  it('loads the same messages from the configuration as the browser does from the parts', async () => {
    const { loadShopPartsMessages } = await serverEntry();
    const overrides = { 'footer.headline': 'Unser Service' };
    const fromConfig = await loadShopPartsMessages({ site: 'CH_FR', messages: overrides });
    const fromParts = await loadShopPartsMessages({ settings: { locale: 'fr-CH' }, services: { messages: overrides } });
    expect(fromConfig).toEqual(fromParts);
    expect(fromConfig).toEqual({ ...(await loadMessages('fr-CH')), ...overrides });
  });

  it('loads a site\'s footer content', async () => {
    const { loadFooterContent } = await serverEntry();
    const content = await loadFooterContent('PL', { DE: 'https://www.example.de/' });
    expect(content.legalLinks.map((link) => link.url)).toContain('/regulamin');
    expect(content.viewChanger.find((option) => option.code === 'DE')?.href).toBe('https://www.example.de/');
  });
});
