import { SITE_CODES } from '../../../config';
import { loadFooterContent } from '../../../features/footer';
import { ICON_PATHS } from '../../../widgets/base/iconPaths';
import { deFooterContent } from '../../support/deFooterContent';

describe('loadFooterContent', () => {
  it.each(SITE_CODES)('loads the %s content', async (site) => {
    const content = await loadFooterContent(site);
    expect(content.site).toBe(site);
    expect(content.viewChanger.filter((option) => option.selected).map((option) => option.code)).toEqual([site]);
  });

  // The footer's code holds no icon: each icon the content names comes with its path data, the
  // icon table's (widgets/base/iconPaths.ts), so a missing or different path fails here.
  it.each(SITE_CODES)('gives every icon of the %s content the icon table\'s path for its name', async (site) => {
    const content = await loadFooterContent(site);
    const icons = [...content.teaser.groups.map((group) => group.heading), ...content.socialMedia, ...content.appReferences];
    expect(icons.length).toBeGreaterThan(0);
    for (const { iconName, iconPath } of icons) expect(ICON_PATHS).toHaveProperty([iconName], iconPath);
  });

  it('uses the host home URLs for the country selector', async () => {
    const content = await loadFooterContent('AT', { DE: '/?site=DE' });
    expect(content.viewChanger.find((option) => option.code === 'DE')?.href).toBe('/?site=DE');
    expect(content.viewChanger.find((option) => option.code === 'HU')?.href).toBe('https://www.bean-and-home.hu/');
  });

  it('gives DE what the tests that render synchronously use', async () => {
    await expect(loadFooterContent('DE')).resolves.toEqual(deFooterContent);
  });

  it('gives a value that is no site (from untyped JavaScript) DE\'s content', async () => {
    const content = await loadFooterContent('XX' as 'DE');
    expect(content.site).toBe('DE');
    expect(content).toEqual(await loadFooterContent('DE'));
  });
});
