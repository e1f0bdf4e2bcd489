import { allLogoSources, allText, describeCommonContentChecks, GERMAN_LANGUAGE_PAGES, groupById, groupText, loadedContent } from './contentChecks';

const content = loadedContent('CH');

describe('footer content CH (Switzerland, German)', () => {
  describeCommonContentChecks(content, {
    site: 'CH',
    pages: GERMAN_LANGUAGE_PAGES,
  });

  it('states the 3-month return period in the returns group', () => {
    const text = groupText(groupById(content, 'returns'));
    expect(text).toContain('3 Monate');
    expect(text).not.toMatch(/\d+ Tage/);
  });

  it('uses Swiss spelling: no ß anywhere in the text', () => {
    expect(allText(content)).not.toContain('ß');
  });

  it('has a store pickup group linking the store finder', () => {
    expect(groupById(content, 'storePickup').links.map((entry) => entry.link.url)).toContain('/service/storefinder/');
  });

  it('has the loyalty card group for the Bean Card', () => {
    expect(groupById(content, 'loyaltyCard').heading.link).toEqual({ url: '/registerfreebeancard', text: 'Bean Card' });
  });

  it('shows the Swiss (German) delivery logos and the payment logos', () => {
    expect(groupById(content, 'delivery').images.map((image) => image.source)).toEqual(['chPost', 'chVersand']);
    expect(groupById(content, 'payment').images.map((image) => image.source)).toEqual(['paypal', 'visa', 'mastercard']);
    expect(allLogoSources(content)).not.toEqual(expect.arrayContaining(['chFrPost']));
    expect(allLogoSources(content)).not.toEqual(expect.arrayContaining(['chFRVersand']));
  });

  it('names social and app links in German', () => {
    for (const icon of content.socialMedia) expect(icon.link.text).toMatch(/^Bean & Home auf /);
    expect(content.appReferences.find((icon) => icon.iconName === 'apple')?.link.text).toMatch(/App Store.*iOS/);
    expect(content.appReferences.find((icon) => icon.iconName === 'android')?.link.text).toMatch(/Google Play.*Android/);
  });

  it('has no sales-tax note and no quality-logo row', () => {
    expect(content.salesTax).toBeUndefined();
    expect(content.qualityLogos).toBeUndefined();
  });
});
