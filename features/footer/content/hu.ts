import { countryOptions } from './countries';
import type { FooterContent } from './types';

/** The Hungarian site (HU), in Hungarian (formal "Ön" address). Returns within 30 days. */
const content: FooterContent = {
  site: 'HU',
  headline: 'Szolgáltatások és segítség a vásárláshoz',
  teaser: {
    groups: [
      {
        id: 'payment',
        heading: { iconName: 'payment', link: { url: '/szolgaltatasok/fizetes', text: 'Kényelmes fizetés' } },
        hideGroupInCheckout: false,
        introductoryText: 'Fizessen bankkártyával vagy PayPallal – ahogy Önnek kényelmes.',
        links: [
          { link: { url: '/szolgaltatasok/fizetes', text: 'Fizetési módok' }, hideInClassic: false },
          { link: { url: '/szolgaltatasok/fizetes/bankkartya', text: 'Bankkártyás fizetés' }, hideInClassic: true },
        ],
        images: [
          { label: 'PayPal', source: 'paypal' },
          { label: 'Visa', source: 'visa' },
          { label: 'Mastercard', source: 'mastercard' },
        ],
      },
      {
        id: 'delivery',
        heading: { iconName: 'truck', link: { url: '/szolgaltatasok/szallitas', text: 'Gyors szállítás' } },
        hideGroupInCheckout: false,
        introductoryText: 'Csomagját a DHL szállítja ki – kérésre expressz kézbesítéssel is.',
        links: [
          { link: { url: '/szolgaltatasok/szallitas', text: 'Szállítás és szállítási díjak' }, hideInClassic: false },
          { link: { url: '/szolgaltatasok/szallitas/expressz', text: 'Expressz szállítás' }, hideInClassic: true },
        ],
        images: [
          { label: 'DHL', source: 'dhl' },
          { label: 'Expressz szállítás', source: 'express' },
        ],
      },
      {
        id: 'storePickup',
        heading: { iconName: 'store', link: { url: '/service/storefinder/', text: 'Átvétel áruházunkban' } },
        hideGroupInCheckout: true,
        introductoryText: 'Rendeljen online, és vegye át díjmentesen az Önhöz legközelebbi áruházunkban.',
        links: [{ link: { url: '/service/storefinder/', text: 'Áruházkereső' }, hideInClassic: false }],
        images: [],
      },
      {
        id: 'returns',
        heading: { iconName: 'returns', link: { url: '/szolgaltatasok/visszakuldes', text: '30 napos visszaküldési jog' } },
        hideGroupInCheckout: false,
        introductoryText: 'Nem elégedett? A terméket a kézhezvételtől számított 30 napon belül visszaküldheti.',
        links: [{ link: { url: '/szolgaltatasok/visszakuldes', text: 'Visszaküldés és csere' }, hideInClassic: false }],
        images: [],
      },
      {
        id: 'service',
        heading: { iconName: 'help', link: { url: '/szolgaltatasok/segitseg', text: 'Ügyfélszolgálat és segítség' } },
        hideGroupInCheckout: false,
        introductoryText: 'Válaszok a gyakori kérdésekre és ügyfélszolgálatunk elérhetőségei.',
        links: [
          { link: { url: '/szolgaltatasok/segitseg', text: 'Segítség és GYIK' }, hideInClassic: false },
          { link: { url: '/contact', text: 'Kapcsolat' }, hideInClassic: false },
          { link: { url: '/szolgaltatasok/hasznalati-utmutatok', text: 'Használati útmutatók' }, hideInClassic: false },
          { link: { url: '/szolgaltatasok/hulladek-visszavetel', text: 'Elektronikai hulladék visszavétele' }, hideInClassic: true },
          { link: { url: '/subscribenewsletter', text: 'Feliratkozás hírlevélre' }, hideInClassic: true },
        ],
        images: [],
      },
      {
        id: 'loyaltyCard',
        heading: { iconName: 'card', link: { url: '/registerfreebeancard', text: 'Bean Card' } },
        hideGroupInCheckout: true,
        introductoryText: 'Gyűjtsön pontokat minden vásárlással, és élvezze az exkluzív kedvezményeket.',
        links: [
          { link: { url: '/registerfreebeancard', text: 'Ingyenes regisztráció' }, hideInClassic: false },
          { link: { url: '/szolgaltatasok/ajandekkartya', text: 'Ajándékkártyák' }, hideInClassic: false },
        ],
        images: [],
      },
      {
        id: 'productServices',
        heading: { iconName: 'services', link: { url: '/szolgaltatasok/termekszerviz', text: 'Termékszerviz' } },
        hideGroupInCheckout: true,
        introductoryText: 'Javítás, pótalkatrészek és vízkőtelenítési tippek a kávéfőzőjéhez.',
        links: [
          { link: { url: '/szolgaltatasok/termekszerviz', text: 'Szerviz és javítás' }, hideInClassic: false },
          { link: { url: '/szolgaltatasok/hasznalati-utmutatok', text: 'Útmutatók letöltése' }, hideInClassic: true },
        ],
        images: [],
      },
      {
        id: 'company',
        heading: { iconName: 'company', link: { url: '/rolunk', text: 'Rólunk' } },
        hideGroupInCheckout: true,
        introductoryText: 'Ismerjen meg minket: cégünk, fenntarthatósági törekvéseink és karrierlehetőségeink.',
        links: [
          { link: { url: '/rolunk', text: 'A vállalatról' }, hideInClassic: false },
          { link: { url: '/karrier', text: 'Karrier' }, hideInClassic: false },
        ],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Népszerű kategóriák',
    columns: [
      {
        links: [
          { url: '/kave', text: 'Kávé' },
          { url: '/kave/szemes-kave', text: 'Szemes kávé' },
          { url: '/kavefozok', text: 'Kávéfőzők' },
        ],
      },
      {
        links: [
          { url: '/noi-divat', text: 'Női divat' },
          { url: '/ferfi-divat', text: 'Férfi divat' },
          { url: '/gyerek', text: 'Gyerekeknek' },
        ],
      },
      {
        links: [
          { url: '/lakberendezes', text: 'Lakberendezés és bútorok' },
          { url: '/konyha', text: 'Konyha' },
          { url: '/haloszoba', text: 'Hálószoba' },
        ],
      },
    ],
  },
  socialMedia: [
    { iconName: 'facebook', link: { url: 'https://www.facebook.com/beanandhome.hu', text: 'Bean & Home a Facebookon' } },
    { iconName: 'instagram', link: { url: 'https://www.instagram.com/beanandhome.hu', text: 'Bean & Home az Instagramon' } },
    { iconName: 'youtube', link: { url: 'https://www.youtube.com/beanandhomehu', text: 'Bean & Home a YouTube-on' } },
  ],
  appReferences: [
    { iconName: 'apple', link: { url: 'https://apps.apple.com/hu/app/bean-and-home/id100000001', text: 'Töltse le az alkalmazást az App Store-ból (iOS)' } },
    { iconName: 'android', link: { url: 'https://play.google.com/store/apps/details?id=com.beanandhome.hu', text: 'Töltse le az alkalmazást a Google Play áruházból (Android)' } },
  ],
  legalLinks: [
    { url: '/impresszum', text: 'Impresszum' },
    { url: '/aszf', text: 'Általános szerződési feltételek' },
    { url: '/adatvedelem', text: 'Adatvédelmi tájékoztató' },
    { url: '/adatvedelem#cookie-beallitasok', text: 'Cookie-beállítások', consentManagement: true },
    { url: '/akadalymentesseg', text: 'Akadálymentességi nyilatkozat' },
  ],
  viewChanger: countryOptions('HU'),
};

export default content;
