import { describeCommonContentChecks, groupById, groupText, loadedContent } from './contentChecks';

const content = loadedContent('PL');

describe('footer content PL (Poland, Polish)', () => {
  describeCommonContentChecks(content, {
    site: 'PL',
    pages: {
      help: '/serwis/pomoc',
      payment: '/serwis/platnosci',
      delivery: '/serwis/dostawa',
      returns: '/serwis/zwroty',
      loyaltyCard: '/registerfreebeancard',
      giftCard: '/serwis/karty-podarunkowe',
      manuals: '/serwis/instrukcje-obslugi',
      disposal: '/serwis/zuzyty-sprzet',
      company: '/o-nas',
      career: '/kariera',
    },
  });

  it('states the 30-day return period in the returns group', () => {
    expect(groupText(groupById(content, 'returns'))).toContain('30 dni');
  });

  it('states free delivery from 100 zł in the delivery group', () => {
    const text = groupText(groupById(content, 'delivery'));
    expect(text).toContain('100 zł');
    expect(text).toMatch(/[Dd]armowa dostawa od 100 zł/);
  });

  it('has a Click & Collect group, hidden in checkout, that links the store finder', () => {
    const group = groupById(content, 'clickAndCollect');
    expect(group.heading.link.text).toBe('Click & Collect');
    expect(group.heading.iconName).toBe('store');
    expect(group.hideGroupInCheckout).toBe(true);
    expect(group.links.map((entry) => entry.link.url)).toContain('/service/storefinder/');
  });

  it('has the loyalty card group for the Bean Card', () => {
    const group = groupById(content, 'loyaltyCard');
    expect(group.heading.link).toEqual({ url: '/registerfreebeancard', text: 'Bean Card' });
    expect(group.hideGroupInCheckout).toBe(true);
  });

  it('shows the green e-shop quality mark with link, label and size', () => {
    const logos = content.qualityLogos ?? [];
    expect(logos).toHaveLength(1);
    const [green] = logos;
    expect(green?.image.source).toBe('green');
    expect(green?.image.label).toMatch(/Green e-Shop/);
    expect(green?.image.width).toBeGreaterThan(0);
    expect(green?.image.height).toBeGreaterThan(0);
    expect(green?.link.url).not.toBe('');
    expect(green?.link.text).not.toBe('');
  });

  it('has no sales-tax note', () => {
    expect(content.salesTax).toBeUndefined();
  });

  it('uses no Czech delivery partner', () => {
    expect(groupById(content, 'delivery').images.map((image) => image.source)).not.toContain('czDpd');
  });

  it('is written in Polish, with social and app links named in Polish', () => {
    expect(content.seo.heading).toBe('Popularne kategorie');
    for (const icon of content.socialMedia) expect(icon.link.text).toMatch(/^Bean & Home na /);
    expect(content.appReferences.find((icon) => icon.iconName === 'apple')?.link.text).toMatch(/App Store.*iOS/);
    expect(content.appReferences.find((icon) => icon.iconName === 'android')?.link.text).toMatch(/Google Play.*Android/);
    expect(content.legalLinks.map((link) => link.text)).toEqual(expect.arrayContaining(['Regulamin', 'Polityka prywatności']));
  });
});
