import { allLinks, allText, describeCommonContentChecks, groupById, groupText, loadedContent } from './contentChecks';

const content = loadedContent('CZ');

/** The visible text of the site itself, without the country selector's labels (each in its own language). */
const ownText = (): string => allText({ ...content, viewChanger: [] });

describe('CZ footer content', () => {
  describeCommonContentChecks(content, {
    site: 'CZ',
    pages: {
      help: '/sluzby/napoveda',
      payment: '/sluzby/platba',
      delivery: '/sluzby/doprava',
      returns: '/sluzby/vraceni-zbozi',
      loyaltyCard: '/registerfreebeancard',
      giftCard: '/sluzby/darkove-karty',
      manuals: '/sluzby/navody-k-obsluze',
      disposal: '/sluzby/zpetny-odber',
      company: '/o-nas',
      career: '/kariera',
    },
  });

  it('states returns within 30 days in the returns group heading', () => {
    expect(groupById(content, 'returns').heading.link.text).toMatch(/^30 dní\s/);
    expect(groupText(groupById(content, 'returns'))).toMatch(/do 30 dní/);
  });

  it('states free delivery from 999 Kč, and from 499 Kč with the Bean Card', () => {
    const delivery = groupText(groupById(content, 'delivery'));
    expect(delivery).toMatch(/zdarma od 999\s(Kč|CZK)/);
    expect(delivery).toMatch(/Bean Card už od 499\s(Kč|CZK)/);
  });

  it('promises every 11th coffee free with the Bean Card', () => {
    const loyalty = groupText(groupById(content, 'loyaltyCard'));
    expect(loyalty).toMatch(/každou 11\. kávu zdarma/);
    expect(loyalty).toMatch(/499\s(Kč|CZK)/);
  });

  it('shows the sales-tax note: prices include VAT (DPH), linked to the shipping costs', () => {
    const note = content.salesTax;
    if (!note) throw new Error('no sales-tax note');
    expect(note.textBeforeLink).toMatch(/včetně DPH/);
    expect(note.link.url).toBe('/sluzby/doprava');
    expect(note.link.text.trim()).not.toBe('');
    expect(`${note.textBeforeLink}${note.link.text}${note.textAfterLink}`).toBe(
      'Všechny ceny jsou uvedeny včetně DPH, bez nákladů na dopravu.',
    );
  });

  it('shows the DPD delivery logo and card payment logos', () => {
    expect(groupById(content, 'delivery').images.map((image) => image.source)).toContain('czDpd');
    expect(groupById(content, 'payment').images.map((image) => image.source)).toEqual(
      expect.arrayContaining(['visa', 'mastercard']),
    );
  });

  it('has no /account link (TR only)', () => {
    expect(allLinks(content).map((link) => link.url)).not.toContain('/account');
  });

  it('is written in Czech: no Slovak-only letters, no mojibake', () => {
    expect(ownText()).toMatch(/[ěřů]/);
    expect(ownText()).not.toMatch(/[äôľĺŕ]|Ã|Å/);
  });
});
