import { countryOptions } from './countries';
import type { FooterContent } from './types';

/**
 * The Slovak site (SK), in Slovak. Returns within 30 days; free delivery from 40 € (20 € with the
 * Bean Card); every 11th coffee free with the card; prices include VAT (sales-tax note).
 */
const content: FooterContent = {
  site: 'SK',
  headline: 'Služby a pomoc pri vašom nákupe',
  teaser: {
    groups: [
      {
        id: 'payment',
        heading: { iconName: 'payment', link: { url: '/sluzby/platba', text: 'Pohodlná platba' } },
        hideGroupInCheckout: false,
        introductoryText: 'Plaťte kartou alebo cez PayPal – ako vám to vyhovuje.',
        links: [
          { link: { url: '/sluzby/platba', text: 'Všetky spôsoby platby' }, hideInClassic: false },
          { link: { url: '/sluzby/platba/karta', text: 'Platba kartou' }, hideInClassic: true },
        ],
        images: [
          { label: 'PayPal', source: 'paypal' },
          { label: 'Visa', source: 'visa' },
          { label: 'Mastercard', source: 'mastercard' },
        ],
      },
      {
        id: 'delivery',
        heading: { iconName: 'truck', link: { url: '/sluzby/doprava', text: 'Rýchle doručenie' } },
        hideGroupInCheckout: false,
        introductoryText: 'Doprava zadarmo od 40 €, s kartou Bean Card už od 20 €. Doručujeme cez DHL, na želanie aj expresne.',
        links: [
          { link: { url: '/sluzby/doprava', text: 'Doprava a poštovné' }, hideInClassic: false },
          { link: { url: '/sluzby/doprava/expres', text: 'Expresné doručenie' }, hideInClassic: true },
        ],
        images: [
          { label: 'DHL', source: 'dhl' },
          { label: 'Expresné doručenie', source: 'express' },
        ],
      },
      {
        id: 'storePickup',
        heading: { iconName: 'store', link: { url: '/service/storefinder/', text: 'Vyzdvihnutie v predajni' } },
        hideGroupInCheckout: true,
        introductoryText: 'Objednajte online a vyzdvihnite si tovar zadarmo v predajni vo vašom okolí.',
        links: [{ link: { url: '/service/storefinder/', text: 'Nájsť predajňu' }, hideInClassic: false }],
        images: [],
      },
      {
        id: 'returns',
        heading: { iconName: 'returns', link: { url: '/sluzby/vratenie-tovaru', text: '30 dní na vrátenie tovaru' } },
        hideGroupInCheckout: false,
        introductoryText: 'Nie ste spokojní? Tovar nám môžete vrátiť do 30 dní od doručenia.',
        links: [{ link: { url: '/sluzby/vratenie-tovaru', text: 'Vrátenie a výmena tovaru' }, hideInClassic: false }],
        images: [],
      },
      {
        id: 'service',
        heading: { iconName: 'help', link: { url: '/sluzby/pomoc', text: 'Služby a pomoc' } },
        hideGroupInCheckout: false,
        introductoryText: 'Odpovede na časté otázky a náš zákaznícky servis.',
        links: [
          { link: { url: '/sluzby/pomoc', text: 'Pomoc a časté otázky' }, hideInClassic: false },
          { link: { url: '/contact', text: 'Kontakt' }, hideInClassic: false },
          { link: { url: '/sluzby/navody-na-obsluhu', text: 'Návody na obsluhu' }, hideInClassic: false },
          { link: { url: '/sluzby/spatny-zber', text: 'Spätný zber elektroodpadu' }, hideInClassic: true },
          { link: { url: '/subscribenewsletter', text: 'Odoberať newsletter' }, hideInClassic: true },
        ],
        images: [],
      },
      {
        id: 'loyaltyCard',
        heading: { iconName: 'card', link: { url: '/registerfreebeancard', text: 'Bean Card' } },
        hideGroupInCheckout: true,
        introductoryText: 'S kartou Bean Card máte každú 11. kávu zadarmo a poštovné neplatíte už pri nákupe od 20 €.',
        links: [
          { link: { url: '/registerfreebeancard', text: 'Zaregistrujte sa zadarmo' }, hideInClassic: false },
          { link: { url: '/sluzby/darcekove-karty', text: 'Darčekové karty' }, hideInClassic: false },
        ],
        images: [],
      },
      {
        id: 'productServices',
        heading: { iconName: 'services', link: { url: '/sluzby/servis-produktov', text: 'Služby k produktom' } },
        hideGroupInCheckout: true,
        introductoryText: 'Opravy, náhradné diely a tipy na odvápnenie vášho kávovaru.',
        links: [
          { link: { url: '/sluzby/servis-produktov', text: 'Servis a opravy' }, hideInClassic: false },
          { link: { url: '/sluzby/navody-na-obsluhu', text: 'Stiahnuť návody' }, hideInClassic: true },
        ],
        images: [],
      },
      {
        id: 'company',
        heading: { iconName: 'company', link: { url: '/o-nas', text: 'O nás' } },
        hideGroupInCheckout: true,
        introductoryText: 'Spoznajte nás: našu spoločnosť, udržateľnosť a kariérne príležitosti.',
        links: [
          { link: { url: '/o-nas', text: 'O spoločnosti' }, hideInClassic: false },
          { link: { url: '/kariera', text: 'Kariéra' }, hideInClassic: false },
        ],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Obľúbené kategórie',
    columns: [
      {
        links: [
          { url: '/kava', text: 'Káva' },
          { url: '/kava/zrnkova-kava', text: 'Zrnková káva' },
          { url: '/kavovary', text: 'Kávovary' },
        ],
      },
      {
        links: [
          { url: '/damska-moda', text: 'Dámska móda' },
          { url: '/panska-moda', text: 'Pánska móda' },
          { url: '/deti', text: 'Pre deti' },
        ],
      },
      {
        links: [
          { url: '/byvanie', text: 'Bývanie a nábytok' },
          { url: '/kuchyna', text: 'Kuchyňa' },
          { url: '/spalna', text: 'Spálňa' },
        ],
      },
    ],
  },
  socialMedia: [
    { iconName: 'facebook', link: { url: 'https://www.facebook.com/beanandhome.sk', text: 'Bean & Home na Facebooku' } },
    { iconName: 'instagram', link: { url: 'https://www.instagram.com/beanandhome.sk', text: 'Bean & Home na Instagrame' } },
    { iconName: 'youtube', link: { url: 'https://www.youtube.com/beanandhomesk', text: 'Bean & Home na YouTube' } },
  ],
  appReferences: [
    { iconName: 'apple', link: { url: 'https://apps.apple.com/sk/app/bean-and-home/id100000001', text: 'Stiahnite si aplikáciu v App Store (iOS)' } },
    { iconName: 'android', link: { url: 'https://play.google.com/store/apps/details?id=com.beanandhome.sk', text: 'Stiahnite si aplikáciu na Google Play (Android)' } },
  ],
  legalLinks: [
    { url: '/prevadzkovatel', text: 'Údaje o prevádzkovateľovi' },
    { url: '/obchodne-podmienky', text: 'Obchodné podmienky' },
    { url: '/ochrana-osobnych-udajov', text: 'Ochrana osobných údajov' },
    { url: '/ochrana-osobnych-udajov#nastavenia-cookies', text: 'Nastavenia cookies', consentManagement: true },
    { url: '/pristupnost', text: 'Vyhlásenie o prístupnosti' },
  ],
  salesTax: {
    textBeforeLink: 'Všetky ceny sú uvedené vrátane DPH, bez ',
    link: { url: '/sluzby/doprava', text: 'nákladov na dopravu' },
    textAfterLink: '.',
  },
  viewChanger: countryOptions('SK'),
};

export default content;
