import { SITE_CODES } from '../../../config';
import { loadFooterContent } from '../../../features/footer';

describe('loadFooterContent', () => {
  it.each(SITE_CODES)('loads the %s content', async (site) => {
    const content = await loadFooterContent(site);
    expect(content.site).toBe(site);
    expect(content.viewChanger.filter((option) => option.selected).map((option) => option.code)).toEqual([site]);
  });

  it('uses the host home URLs for the country selector', async () => {
    const content = await loadFooterContent('AT', { DE: '/?site=DE' });
    expect(content.viewChanger.find((option) => option.code === 'DE')?.href).toBe('/?site=DE');
    expect(content.viewChanger.find((option) => option.code === 'HU')?.href).toBe('https://www.bean-and-home.hu/');
  });
});
