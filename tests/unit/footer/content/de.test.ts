import { allLogoSources, allText, describeCommonContentChecks, GERMAN_LANGUAGE_PAGES, groupById, groupText, loadedContent } from './contentChecks';

const content = loadedContent('DE');

describe('footer content DE (Germany, German)', () => {
  describeCommonContentChecks(content, {
    site: 'DE',
    pages: { ...GERMAN_LANGUAGE_PAGES, returns: '/service/ruecksendung' },
  });

  it('states the 30-day return period in the returns group', () => {
    const group = groupById(content, 'returns');
    expect(group.heading.link.text).toBe('30 Tage Rückgaberecht');
    expect(groupText(group)).toMatch(/\b30 Tagen/);
    expect(allText(content)).not.toMatch(/\b14 Tage/);
  });

  it('has a store pickup group linking the store finder, hidden in checkout', () => {
    const group = groupById(content, 'storePickup');
    expect(group.links.map((entry) => entry.link.url)).toContain('/service/storefinder/');
    expect(group.hideGroupInCheckout).toBe(true);
  });

  it('has the loyalty card group for the Bean Card', () => {
    expect(groupById(content, 'loyaltyCard').heading.link).toEqual({ url: '/registerfreebeancard', text: 'Bean Card' });
  });

  it('shows the German delivery partners and the company memberships', () => {
    expect(groupById(content, 'delivery').images.map((image) => image.source)).toEqual(['dhl', 'hermes', 'express']);
    expect(allLogoSources(content)).toEqual(expect.arrayContaining(['paypal', 'visa', 'mastercard', 'gptw', 'bevh']));
  });

  it('links the German legal pages, the cookie settings marked for the consent manager', () => {
    expect(content.legalLinks.map((link) => link.url)).toEqual(['/impressum', '/agb', '/datenschutz', '/datenschutz#cookie-einstellungen', '/barrierefreiheit']);
    expect(content.legalLinks.filter((link) => link.consentManagement).map((link) => link.text)).toEqual(['Cookie-Einstellungen']);
  });

  it('is written in German with social and app links named in German', () => {
    expect(content.headline).toBe('Service & Hilfe rund um Ihren Einkauf');
    for (const icon of content.socialMedia) expect(icon.link.text).toMatch(/^Bean & Home auf /);
    expect(content.appReferences.find((icon) => icon.iconName === 'apple')?.link.text).toMatch(/App Store.*iOS/);
    expect(content.appReferences.find((icon) => icon.iconName === 'android')?.link.text).toMatch(/Google Play.*Android/);
  });

  it('selects Germany in the country selector', () => {
    expect(content.viewChanger.filter((option) => option.selected).map((option) => option.code)).toEqual(['DE']);
  });

  it('has no sales-tax note and no quality-logo row', () => {
    expect(content.salesTax).toBeUndefined();
    expect(content.qualityLogos).toBeUndefined();
  });
});
