import { allLogoSources, allText, describeCommonContentChecks, GERMAN_LANGUAGE_PAGES, groupById, groupText, loadedContent } from './contentChecks';

const content = loadedContent('AT');

describe('footer content AT (Austria, German)', () => {
  describeCommonContentChecks(content, {
    site: 'AT',
    pages: GERMAN_LANGUAGE_PAGES,
  });

  it('states the 14-day return period in the returns group', () => {
    const text = groupText(groupById(content, 'returns'));
    expect(text).toMatch(/\b14 Tage/);
    expect(text).not.toMatch(/30 Tage/);
  });

  it('has a store pickup group linking the store finder', () => {
    const group = groupById(content, 'storePickup');
    expect(group.links.map((entry) => entry.link.url)).toContain('/service/storefinder/');
  });

  it('has the loyalty card group for the Bean Card', () => {
    expect(groupById(content, 'loyaltyCard').heading.link).toEqual({ url: '/registerfreebeancard', text: 'Bean Card' });
  });

  it('shows the Austrian delivery partners and quality marks', () => {
    expect(groupById(content, 'delivery').images.map((image) => image.source)).toEqual(['postAT', 'rhenusAT']);
    expect(allLogoSources(content)).toEqual(expect.arrayContaining(['hvAustria', 'atGuetezeichen2023', 'paypal', 'visa', 'mastercard']));
  });

  it('is written in German with social and app links named in German', () => {
    expect(allText(content)).toMatch(/Rückgabe/);
    for (const icon of content.socialMedia) expect(icon.link.text).toMatch(/^Bean & Home auf /);
    expect(content.appReferences.find((icon) => icon.iconName === 'apple')?.link.text).toMatch(/App Store.*iOS/);
    expect(content.appReferences.find((icon) => icon.iconName === 'android')?.link.text).toMatch(/Google Play.*Android/);
  });

  it('has no sales-tax note and no quality-logo row', () => {
    expect(content.salesTax).toBeUndefined();
    expect(content.qualityLogos).toBeUndefined();
  });
});
