import { allLinks, allLogoSources, allText, describeCommonContentChecks, groupById, groupText, teaserLinks, loadedContent } from './contentChecks';

const content = loadedContent('TR');

/** The visible text of the site itself, without the country selector's labels (each in its own language). */
const ownText = (): string => allText({ ...content, viewChanger: [] });

/** The payment and delivery logos the Turkish site shows (docs/behaviour.md, "Footer"). */
const TURKISH_LOGOS = ['hepsijet', 'yurticikargo', 'mngKargo', 'kolaygelsin', 'horoz', 'trAmex', 'trBkm'];

describe('TR footer content', () => {
  describeCommonContentChecks(content, {
    site: 'TR',
    pages: {
      help: '/hizmetler/yardim',
      payment: '/hizmetler/odeme',
      delivery: '/hizmetler/teslimat',
      returns: '/hizmetler/iade',
      loyaltyCard: '/registerfreebeancard',
      giftCard: '/hizmetler/hediye-karti',
      manuals: '/hizmetler/kullanim-kilavuzlari',
      disposal: '/hizmetler/geri-donusum',
      company: '/hakkimizda',
      career: '/kariyer',
    },
  });

  it('states 90 days of free returns in the returns group heading', () => {
    expect(groupById(content, 'returns').heading.link.text).toBe('90 gün ücretsiz iade');
    expect(groupText(groupById(content, 'returns'))).toMatch(/90 gün içinde ücretsiz iade/);
  });

  it('states free delivery from 1000 TL', () => {
    expect(groupText(groupById(content, 'delivery'))).toMatch(/\b1\.?000 TL ve üzeri siparişlerde kargo ücretsiz/);
  });

  it('states shipping in 1 to 2 working days', () => {
    expect(groupText(groupById(content, 'delivery'))).toMatch(/\b1\s?[-–]\s?2 iş günü/);
  });

  it('states customer service hours 09:00–19:00 every day', () => {
    expect(groupText(groupById(content, 'service'))).toMatch(/her gün 09:00\s?[-–]\s?19:00/i);
  });

  it('links the customer account (/account, TR only) from the service group', () => {
    const account = teaserLinks(content).filter((link) => link.url === '/account');
    expect(account).toEqual([{ url: '/account', text: 'Hesabım' }]);
    expect(groupById(content, 'service').links.map((entry) => entry.link.url)).toContain('/account');
  });

  it('shows the seven Turkish payment and delivery logos, plus Visa and Mastercard', () => {
    const sources = allLogoSources(content);
    for (const source of [...TURKISH_LOGOS, 'visa', 'mastercard']) expect(sources).toContain(source);
    expect(groupById(content, 'payment').images.map((image) => image.source)).toEqual(['visa', 'mastercard', 'trAmex', 'trBkm']);
    expect(groupById(content, 'delivery').images.map((image) => image.source)).toEqual([
      'hepsijet',
      'yurticikargo',
      'mngKargo',
      'kolaygelsin',
      'horoz',
    ]);
  });

  it('shows no sales-tax note and no quality logos (CZ, SK and PL only)', () => {
    expect(content.salesTax).toBeUndefined();
    expect(content.qualityLogos).toBeUndefined();
  });

  it('makes no 11th-coffee promise (CZ and SK only)', () => {
    expect(ownText()).not.toMatch(/\b11\./);
  });

  it('links every common target exactly as given', () => {
    const urls = allLinks(content).map((link) => link.url);
    expect(urls).toEqual(expect.arrayContaining(['/service/storefinder/', '/contact', '/registerfreebeancard', '/subscribenewsletter', '/account']));
  });

  it('is written in Turkish with its own letters, without Windows-1254 mojibake', () => {
    expect(ownText()).toMatch(/[ığşİ]/);
    expect(ownText()).not.toMatch(/[ýþð]|Ã|Ä±/);
  });
});
