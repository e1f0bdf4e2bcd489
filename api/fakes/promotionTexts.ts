import type { SiteCode } from '../../config/sites';

/**
 * The SHOP_FOOTER promotion each site's fake backend answers, in the site's language (fakeDb.ts adds
 * its `lang`, the site's UI locale). Data only, a line of its own per site: a new site adds its
 * line, and tsc names this table until it does.
 */
export const PROMOTION_TEXTS: Record<SiteCode, { headline: string; text: string; url: string; linkText: string }> = {
  DE: { headline: 'Gratis Versand ab 30 €', text: 'Nur diese Woche: versandkostenfrei bestellen.', url: '/aktionen/gratis-versand', linkText: 'Zur Aktion' },
  AT: { headline: 'Gratis Versand ab 30 €', text: 'Nur diese Woche: versandkostenfrei bestellen.', url: '/aktionen/gratis-versand', linkText: 'Zur Aktion' },
  CH: { headline: 'Gratis Versand ab 50 CHF', text: 'Nur diese Woche: versandkostenfrei bestellen.', url: '/aktionen/gratis-versand', linkText: 'Zur Aktion' },
  CH_FR: { headline: 'Livraison gratuite dès 50 CHF', text: 'Cette semaine seulement : commandez sans frais de port.', url: '/actions/livraison-gratuite', linkText: 'Voir l’offre' },
  CZ: { headline: 'Doprava zdarma od 800 Kč', text: 'Pouze tento týden: objednávejte bez poštovného.', url: '/akce/doprava-zdarma', linkText: 'Zobrazit akci' },
  HU: { headline: 'Ingyenes szállítás 10 000 Ft felett', text: 'Csak ezen a héten: rendeljen szállítási díj nélkül.', url: '/akciok/ingyenes-szallitas', linkText: 'Tovább az akcióhoz' },
  SK: { headline: 'Doprava zdarma od 30 €', text: 'Iba tento týždeň: objednávajte bez poštovného.', url: '/akcie/doprava-zdarma', linkText: 'Zobraziť akciu' },
  TR: { headline: '300 TL üzeri ücretsiz kargo', text: 'Sadece bu hafta: kargo ücreti ödemeden sipariş verin.', url: '/kampanyalar/ucretsiz-kargo', linkText: 'Kampanyaya git' },
  PL: { headline: 'Darmowa dostawa od 150 zł', text: 'Tylko w tym tygodniu: zamawiaj bez kosztów wysyłki.', url: '/promocje/darmowa-dostawa', linkText: 'Zobacz promocję' },
};
