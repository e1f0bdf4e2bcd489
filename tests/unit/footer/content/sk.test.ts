import { allLinks, allText, describeCommonContentChecks, groupById, groupText, loadedContent } from './contentChecks';

const content = loadedContent('SK');

/** The visible text of the site itself, without the country selector's labels (each in its own language). */
const ownText = (): string => allText({ ...content, viewChanger: [] });

describe('SK footer content', () => {
  describeCommonContentChecks(content, {
    site: 'SK',
    pages: {
      help: '/sluzby/pomoc',
      payment: '/sluzby/platba',
      delivery: '/sluzby/doprava',
      returns: '/sluzby/vratenie-tovaru',
      loyaltyCard: '/registerfreebeancard',
      giftCard: '/sluzby/darcekove-karty',
      manuals: '/sluzby/navody-na-obsluhu',
      disposal: '/sluzby/spatny-zber',
      company: '/o-nas',
      career: '/kariera',
    },
  });

  it('states returns within 30 days in the returns group heading', () => {
    expect(groupById(content, 'returns').heading.link.text).toMatch(/^30 dní\s/);
    expect(groupText(groupById(content, 'returns'))).toMatch(/do 30 dní/);
  });

  it('states free delivery from 40 €, and from 20 € with the Bean Card', () => {
    const delivery = groupText(groupById(content, 'delivery'));
    expect(delivery).toMatch(/zadarmo od 40\s€/);
    expect(delivery).toMatch(/Bean Card už od 20\s€/);
  });

  it('promises every 11th coffee free with the Bean Card', () => {
    const loyalty = groupText(groupById(content, 'loyaltyCard'));
    expect(loyalty).toMatch(/každú 11\. kávu zadarmo/);
    expect(loyalty).toMatch(/20\s€/);
  });

  it('shows the sales-tax note: prices include VAT (DPH), linked to the shipping costs', () => {
    const note = content.salesTax;
    if (!note) throw new Error('no sales-tax note');
    expect(note.textBeforeLink).toMatch(/vrátane DPH/);
    expect(note.link.url).toBe('/sluzby/doprava');
    expect(note.link.text.trim()).not.toBe('');
    expect(`${note.textBeforeLink}${note.link.text}${note.textAfterLink}`).toBe(
      'Všetky ceny sú uvedené vrátane DPH, bez nákladov na dopravu.',
    );
  });

  it('shows delivery and card payment logos', () => {
    expect(groupById(content, 'delivery').images.map((image) => image.source)).toContain('dhl');
    expect(groupById(content, 'payment').images.map((image) => image.source)).toEqual(
      expect.arrayContaining(['visa', 'mastercard']),
    );
  });

  it('has no /account link (TR only)', () => {
    expect(allLinks(content).map((link) => link.url)).not.toContain('/account');
  });

  it('is written in Slovak: no Czech-only letters, no mojibake', () => {
    expect(ownText()).toMatch(/[äôľ]/);
    expect(ownText()).not.toMatch(/[ěřů]|Ã|Å/);
  });
});
