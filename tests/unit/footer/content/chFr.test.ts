import { allLogoSources, describeCommonContentChecks, groupById, groupText, loadedContent } from './contentChecks';

const content = loadedContent('CH_FR');

describe('footer content CH_FR (Switzerland, French)', () => {
  describeCommonContentChecks(content, {
    site: 'CH_FR',
    pages: {
      help: '/fr/service/aide',
      payment: '/fr/service/paiement',
      delivery: '/fr/service/livraison',
      returns: '/fr/service/retour',
      loyaltyCard: '/registerfreebeancard',
      giftCard: '/fr/service/carte-cadeau',
      manuals: '/fr/service/modes-d-emploi',
      disposal: '/fr/service/recyclage',
      company: '/fr/entreprise',
      career: '/fr/carriere',
    },
  });

  it('states the 3-month return period in the returns group', () => {
    const text = groupText(groupById(content, 'returns'));
    expect(text).toContain('3 mois');
    expect(text).not.toMatch(/\d+ jours/);
  });

  it('has a store pickup group linking the store finder', () => {
    expect(groupById(content, 'storePickup').links.map((entry) => entry.link.url)).toContain('/service/storefinder/');
  });

  it('has the loyalty card group for the Bean Card', () => {
    expect(groupById(content, 'loyaltyCard').heading.link).toEqual({ url: '/registerfreebeancard', text: 'Bean Card' });
  });

  it('shows the Swiss (French) delivery logos and the payment logos', () => {
    expect(groupById(content, 'delivery').images.map((image) => image.source)).toEqual(['chFrPost', 'chFRVersand']);
    expect(groupById(content, 'payment').images.map((image) => image.source)).toEqual(['paypal', 'visa', 'mastercard']);
    expect(allLogoSources(content)).not.toEqual(expect.arrayContaining(['chPost']));
    expect(allLogoSources(content)).not.toEqual(expect.arrayContaining(['chVersand']));
  });

  it('is written in French, with social and app links named in French', () => {
    expect(content.seo.heading).toBe('Catégories populaires');
    for (const icon of content.socialMedia) expect(icon.link.text).toMatch(/^Bean & Home sur /);
    expect(content.appReferences.find((icon) => icon.iconName === 'apple')?.link.text).toMatch(/App Store.*iOS/);
    expect(content.appReferences.find((icon) => icon.iconName === 'android')?.link.text).toMatch(/Google Play.*Android/);
    expect(content.legalLinks.find((link) => link.consentManagement)?.text).toBe('Paramètres des cookies');
  });

  it('has no sales-tax note and no quality-logo row', () => {
    expect(content.salesTax).toBeUndefined();
    expect(content.qualityLogos).toBeUndefined();
  });
});
