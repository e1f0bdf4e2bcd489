import { getResponse } from 'msw';
import { SITE_CODES, localeForSite } from '../../../config';
import { createServiceHandlers, fakePromotionContent, FAKE_PROMOTION_CONTENT } from '../../../api/fakes';
import { PROMOTION_TEXTS } from '../../../api/fakes/promotionTexts';

async function promotionOf(handlers: ReturnType<typeof createServiceHandlers>['handlers']) {
  const response = await getResponse(handlers, new Request('https://www.example.test/service/promotion/api/promotion/SHOP_FOOTER'));
  const body = (await response?.json()) as { contentJSON: string };
  return JSON.parse(body.contentJSON) as { lang: string; headline: string };
}

describe('the fakes for a site', () => {
  it.each(SITE_CODES)('answer the %s promotion in the site\'s language', async (site) => {
    const promotion = await promotionOf(createServiceHandlers({ site }).handlers);
    expect(promotion).toEqual(fakePromotionContent(site));
    expect(promotion.lang).toBe(localeForSite(site));
  });

  // An unknown site's promotion falls back to DE's German words: a site must not get them by being left out.
  it.each(SITE_CODES)('hold %s\'s own promotion texts', (site) => {
    expect({ site, texts: Object.hasOwn(PROMOTION_TEXTS, site) ? 'its own' : 'none' }).toEqual({ site, texts: 'its own' });
  });

  it('answer in German by default, and in the sites\' own words elsewhere', async () => {
    expect(await promotionOf(createServiceHandlers().handlers)).toEqual(FAKE_PROMOTION_CONTENT);
    const headlines = new Set(['PL', 'TR', 'CZ', 'HU', 'CH_FR'].map((site) => fakePromotionContent(site as 'PL').headline));
    expect(headlines.size).toBe(5);
    expect(headlines.has(FAKE_PROMOTION_CONTENT.headline)).toBe(false);
  });
});
