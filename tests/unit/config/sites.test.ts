import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isSiteCode, localeForSite, SITE_CODES, SITES, UI_LOCALES } from '../../../config';
import { loadFooterContent } from '../../../features/footer/content/loadFooterContent';
import { loadMessages } from '../../../locales';
import { wholeCatalogue } from '../../support/catalogues';

/**
 * A site is one entry in config/sites.ts; tsc names the tables keyed by site code that lack it
 * (the footer content's loaders, the newsletter's rules and links, the fakes' promotion, the demo's
 * currency). This names what tsc cannot see: a site without its data, its content file or its
 * language's messages (its newsletter rules: tests/unit/newsletter/siteRules.test.ts; the docs'
 * site lists: tests/unit/docs/siteLists.test.ts).
 */
const root = join(__dirname, '../../..');
const germanSource = wholeCatalogue('de-DE');

describe('the site registry', () => {
  it('lists the sites in the registry\'s order, each a site code', () => {
    expect(SITE_CODES).toEqual(Object.keys(SITES));
    expect(SITE_CODES.filter((site) => !isSiteCode(site))).toEqual([]);
    expect(isSiteCode('toString')).toBe(false);
  });

  describe.each(SITE_CODES)('%s', (site) => {
    const entry = SITES[site];

    it('has a UI language, its name in that language, a flag and an https home page', () => {
      expect(UI_LOCALES).toContain(entry.locale);
      expect(localeForSite(site)).toBe(entry.locale);
      expect(entry.label.trim()).not.toBe('');
      expect(entry.flag.trim()).not.toBe('');
      expect(new URL(entry.homeUrl).protocol).toBe('https:');
    });

    it('has its footer content file, and the footer loads it', async () => {
      expect(existsSync(join(root, `features/footer/content/sites/${site}.json`))).toBe(true);
      const content = await loadFooterContent(site);
      expect(content.site).toBe(site);
      expect(content.viewChanger.find((option) => option.selected)).toMatchObject({ code: site, label: entry.label, href: entry.homeUrl });
    });

    it('has every message of the German source a shopper sees in its language', async () => {
      const error = jest.spyOn(console, 'error');
      const messages = await loadMessages(entry.locale);
      // The staff panel's texts and the dial-code select's names come with their own loaders (locales/loadMessages.ts).
      const shopperIds = Object.keys(germanSource).filter((id) => !id.startsWith('preview.') && !id.startsWith('widgets.dialCodeSelect.'));
      expect(shopperIds.filter((id) => !(id in messages))).toEqual([]);
      expect(error).not.toHaveBeenCalled();
      error.mockRestore();
    });
  });
});
