import { countryOptions } from './countries';
import type { FooterContent } from './types';

/** The Austrian site (AT), in German as used in Austria. Returns within 14 days. */
const content: FooterContent = {
  site: 'AT',
  headline: 'Service & Hilfe rund um Ihren Einkauf',
  teaser: {
    groups: [
      {
        id: 'payment',
        heading: { iconName: 'payment', link: { url: '/service/zahlung', text: 'Bequem bezahlen' } },
        hideGroupInCheckout: false,
        introductoryText: 'Bezahlen Sie per Rechnung, Kreditkarte oder PayPal – ganz wie es Ihnen passt.',
        links: [
          { link: { url: '/service/zahlung', text: 'Alle Zahlungsarten' }, hideInClassic: false },
          { link: { url: '/service/zahlung/rechnung', text: 'Kauf auf Rechnung' }, hideInClassic: true },
        ],
        images: [
          { label: 'PayPal', source: 'paypal' },
          { label: 'Visa', source: 'visa' },
          { label: 'Mastercard', source: 'mastercard' },
        ],
      },
      {
        id: 'delivery',
        heading: { iconName: 'truck', link: { url: '/service/lieferung', text: 'Schnelle Zustellung' } },
        hideGroupInCheckout: false,
        introductoryText: 'Pakete stellt die Österreichische Post zu, Möbel und Großgeräte liefert Rhenus bis in Ihre Wohnung.',
        links: [
          { link: { url: '/service/lieferung', text: 'Lieferung & Versandkosten' }, hideInClassic: false },
          { link: { url: '/service/lieferung/moebel', text: 'Möbellieferung' }, hideInClassic: true },
        ],
        images: [
          { label: 'Österreichische Post', source: 'postAT' },
          { label: 'Rhenus', source: 'rhenusAT' },
        ],
      },
      {
        id: 'storePickup',
        heading: { iconName: 'store', link: { url: '/service/storefinder/', text: 'Abholung in der Filiale' } },
        hideGroupInCheckout: true,
        introductoryText: 'Online bestellen und ohne Versandkosten in einer Filiale in Ihrer Nähe abholen.',
        links: [{ link: { url: '/service/storefinder/', text: 'Filiale finden' }, hideInClassic: false }],
        images: [],
      },
      {
        id: 'returns',
        heading: { iconName: 'returns', link: { url: '/service/rueckgabe', text: '14 Tage Rückgaberecht' } },
        hideGroupInCheckout: false,
        introductoryText: 'Etwas passt nicht? Sie können Ihre Bestellung innerhalb von 14 Tagen zurückgeben.',
        links: [{ link: { url: '/service/rueckgabe', text: 'Rückgabe & Umtausch' }, hideInClassic: false }],
        images: [],
      },
      {
        id: 'service',
        heading: { iconName: 'help', link: { url: '/service/hilfe', text: 'Service & Hilfe' } },
        hideGroupInCheckout: false,
        introductoryText: 'Antworten auf häufige Fragen und unser Kundenservice für Sie.',
        links: [
          { link: { url: '/service/hilfe', text: 'Hilfe & FAQ' }, hideInClassic: false },
          { link: { url: '/contact', text: 'Kontakt' }, hideInClassic: false },
          { link: { url: '/service/bedienungsanleitungen', text: 'Bedienungsanleitungen' }, hideInClassic: false },
          { link: { url: '/service/entsorgung', text: 'Entsorgung von Elektroaltgeräten' }, hideInClassic: true },
          { link: { url: '/subscribenewsletter', text: 'Newsletter abonnieren' }, hideInClassic: true },
        ],
        images: [],
      },
      {
        id: 'loyaltyCard',
        heading: { iconName: 'card', link: { url: '/registerfreebeancard', text: 'Bean Card' } },
        hideGroupInCheckout: true,
        introductoryText: 'Sammeln Sie bei jedem Einkauf Punkte und sichern Sie sich exklusive Vorteile.',
        links: [
          { link: { url: '/registerfreebeancard', text: 'Jetzt kostenlos anmelden' }, hideInClassic: false },
          { link: { url: '/service/geschenkkarte', text: 'Geschenkkarten' }, hideInClassic: false },
        ],
        images: [],
      },
      {
        id: 'productServices',
        heading: { iconName: 'services', link: { url: '/service/produktservices', text: 'Rund ums Produkt' } },
        hideGroupInCheckout: true,
        introductoryText: 'Reparatur, Ersatzteile und Tipps zum Entkalken Ihrer Kaffeemaschine.',
        links: [
          { link: { url: '/service/produktservices', text: 'Produktservices' }, hideInClassic: false },
          { link: { url: '/service/bedienungsanleitungen', text: 'Anleitungen herunterladen' }, hideInClassic: true },
        ],
        images: [],
      },
      {
        id: 'company',
        heading: { iconName: 'company', link: { url: '/unternehmen', text: 'Über uns' } },
        hideGroupInCheckout: true,
        introductoryText: 'Lernen Sie uns kennen: Unternehmen, Nachhaltigkeit und Karriere.',
        links: [
          { link: { url: '/unternehmen', text: 'Unternehmen' }, hideInClassic: false },
          { link: { url: '/karriere', text: 'Karriere' }, hideInClassic: false },
        ],
        images: [
          { label: 'Handelsverband Austria', source: 'hvAustria' },
          { label: 'Österreichisches E-Commerce-Gütezeichen', source: 'atGuetezeichen2023' },
        ],
      },
    ],
  },
  seo: {
    heading: 'Beliebte Kategorien',
    columns: [
      {
        links: [
          { url: '/kaffee', text: 'Kaffee' },
          { url: '/kaffee/bohnen', text: 'Kaffeebohnen' },
          { url: '/kaffeemaschinen', text: 'Kaffeemaschinen' },
        ],
      },
      {
        links: [
          { url: '/damenmode', text: 'Damenmode' },
          { url: '/herrenmode', text: 'Herrenmode' },
          { url: '/kinder', text: 'Kinder' },
        ],
      },
      {
        links: [
          { url: '/wohnen', text: 'Wohnen & Möbel' },
          { url: '/kueche', text: 'Küche' },
          { url: '/schlafen', text: 'Schlafen' },
        ],
      },
    ],
  },
  socialMedia: [
    { iconName: 'facebook', link: { url: 'https://www.facebook.com/beanandhome.at', text: 'Bean & Home auf Facebook' } },
    { iconName: 'instagram', link: { url: 'https://www.instagram.com/beanandhome.at', text: 'Bean & Home auf Instagram' } },
    { iconName: 'youtube', link: { url: 'https://www.youtube.com/beanandhome', text: 'Bean & Home auf YouTube' } },
    { iconName: 'pinterest', link: { url: 'https://www.pinterest.at/beanandhome', text: 'Bean & Home auf Pinterest' } },
  ],
  appReferences: [
    { iconName: 'apple', link: { url: 'https://apps.apple.com/at/app/bean-and-home/id100000001', text: 'Die App im App Store (iOS)' } },
    { iconName: 'android', link: { url: 'https://play.google.com/store/apps/details?id=com.beanandhome.at', text: 'Die App bei Google Play (Android)' } },
  ],
  legalLinks: [
    { url: '/impressum', text: 'Impressum' },
    { url: '/agb', text: 'AGB' },
    { url: '/datenschutz', text: 'Datenschutz' },
    { url: '/datenschutz#cookie-einstellungen', text: 'Cookie-Einstellungen', consentManagement: true },
    { url: '/barrierefreiheit', text: 'Barrierefreiheit' },
  ],
  viewChanger: countryOptions('AT'),
};

export default content;
