import { allLinks, allText, describeCommonContentChecks, groupById, groupText, loadedContent } from './contentChecks';

const content = loadedContent('HU');

/** The visible text of the site itself, without the country selector's labels (each in its own language). */
const ownText = (): string => allText({ ...content, viewChanger: [] });

describe('HU footer content', () => {
  describeCommonContentChecks(content, {
    site: 'HU',
    pages: {
      help: '/szolgaltatasok/segitseg',
      payment: '/szolgaltatasok/fizetes',
      delivery: '/szolgaltatasok/szallitas',
      returns: '/szolgaltatasok/visszakuldes',
      loyaltyCard: '/registerfreebeancard',
      giftCard: '/szolgaltatasok/ajandekkartya',
      manuals: '/szolgaltatasok/hasznalati-utmutatok',
      disposal: '/szolgaltatasok/hulladek-visszavetel',
      company: '/rolunk',
      career: '/karrier',
    },
  });

  it('states returns within 30 days in the returns group', () => {
    expect(groupById(content, 'returns').heading.link.text).toMatch(/\b30 nap/);
    expect(groupText(groupById(content, 'returns'))).toMatch(/30 napon belül/);
  });

  it('shows no sales-tax note and no quality logos (CZ, SK and PL only)', () => {
    expect(content.salesTax).toBeUndefined();
    expect(content.qualityLogos).toBeUndefined();
  });

  it('makes no 11th-coffee promise (CZ and SK only)', () => {
    expect(ownText()).not.toMatch(/\b11\./);
  });

  it('shows DHL and express delivery logos and PayPal, Visa and Mastercard payment logos', () => {
    expect(groupById(content, 'delivery').images.map((image) => image.source)).toEqual(['dhl', 'express']);
    expect(groupById(content, 'payment').images.map((image) => image.source)).toEqual(['paypal', 'visa', 'mastercard']);
  });

  it('has no /account link (TR only)', () => {
    expect(allLinks(content).map((link) => link.url)).not.toContain('/account');
  });

  it('is written in Hungarian with the correct long umlauts (ő, ű), not their look-alikes', () => {
    expect(ownText()).toMatch(/[őű]/);
    expect(ownText()).not.toMatch(/[õûôũ]|Ã|Å/);
  });
});
