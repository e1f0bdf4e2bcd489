import { countryOptions } from './countries';
import type { FooterContent } from './types';

/**
 * The Czech site (CZ), in Czech. Returns within 30 days; free delivery from 999 Kč (499 Kč with the
 * Bean Card); every 11th coffee free with the card; prices include VAT (sales-tax note).
 */
const content: FooterContent = {
  site: 'CZ',
  headline: 'Služby a pomoc k vašemu nákupu',
  teaser: {
    groups: [
      {
        id: 'payment',
        heading: { iconName: 'payment', link: { url: '/sluzby/platba', text: 'Pohodlná platba' } },
        hideGroupInCheckout: false,
        introductoryText: 'Plaťte kartou nebo přes PayPal – jak vám to vyhovuje.',
        links: [
          { link: { url: '/sluzby/platba', text: 'Všechny způsoby platby' }, hideInClassic: false },
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
        heading: { iconName: 'truck', link: { url: '/sluzby/doprava', text: 'Rychlé doručení' } },
        hideGroupInCheckout: false,
        introductoryText: 'Doprava zdarma od 999 Kč, s kartou Bean Card už od 499 Kč. Doručujeme přes DPD, na přání i expresně.',
        links: [
          { link: { url: '/sluzby/doprava', text: 'Doprava a poštovné' }, hideInClassic: false },
          { link: { url: '/sluzby/doprava/expres', text: 'Expresní doručení' }, hideInClassic: true },
        ],
        images: [
          { label: 'DPD', source: 'czDpd' },
          { label: 'Expresní doručení', source: 'express' },
        ],
      },
      {
        id: 'storePickup',
        heading: { iconName: 'store', link: { url: '/service/storefinder/', text: 'Vyzvednutí na prodejně' } },
        hideGroupInCheckout: true,
        introductoryText: 'Objednejte online a vyzvedněte si zboží zdarma na prodejně ve vašem okolí.',
        links: [{ link: { url: '/service/storefinder/', text: 'Najít prodejnu' }, hideInClassic: false }],
        images: [],
      },
      {
        id: 'returns',
        heading: { iconName: 'returns', link: { url: '/sluzby/vraceni-zbozi', text: '30 dní na vrácení zboží' } },
        hideGroupInCheckout: false,
        introductoryText: 'Nejste spokojeni? Zboží nám můžete vrátit do 30 dní od doručení.',
        links: [{ link: { url: '/sluzby/vraceni-zbozi', text: 'Vrácení a výměna zboží' }, hideInClassic: false }],
        images: [],
      },
      {
        id: 'service',
        heading: { iconName: 'help', link: { url: '/sluzby/napoveda', text: 'Služby a nápověda' } },
        hideGroupInCheckout: false,
        introductoryText: 'Odpovědi na časté dotazy a náš zákaznický servis.',
        links: [
          { link: { url: '/sluzby/napoveda', text: 'Nápověda a časté dotazy' }, hideInClassic: false },
          { link: { url: '/contact', text: 'Kontakt' }, hideInClassic: false },
          { link: { url: '/sluzby/navody-k-obsluze', text: 'Návody k obsluze' }, hideInClassic: false },
          { link: { url: '/sluzby/zpetny-odber', text: 'Zpětný odběr elektrozařízení' }, hideInClassic: true },
          { link: { url: '/subscribenewsletter', text: 'Odebírat newsletter' }, hideInClassic: true },
        ],
        images: [],
      },
      {
        id: 'loyaltyCard',
        heading: { iconName: 'card', link: { url: '/registerfreebeancard', text: 'Bean Card' } },
        hideGroupInCheckout: true,
        introductoryText: 'S kartou Bean Card máte každou 11. kávu zdarma a poštovné neplatíte už při nákupu od 499 Kč.',
        links: [
          { link: { url: '/registerfreebeancard', text: 'Zaregistrujte se zdarma' }, hideInClassic: false },
          { link: { url: '/sluzby/darkove-karty', text: 'Dárkové karty' }, hideInClassic: false },
        ],
        images: [],
      },
      {
        id: 'productServices',
        heading: { iconName: 'services', link: { url: '/sluzby/servis-produktu', text: 'Služby k produktům' } },
        hideGroupInCheckout: true,
        introductoryText: 'Opravy, náhradní díly a tipy na odvápnění vašeho kávovaru.',
        links: [
          { link: { url: '/sluzby/servis-produktu', text: 'Servis a opravy' }, hideInClassic: false },
          { link: { url: '/sluzby/navody-k-obsluze', text: 'Stáhnout návody' }, hideInClassic: true },
        ],
        images: [],
      },
      {
        id: 'company',
        heading: { iconName: 'company', link: { url: '/o-nas', text: 'O nás' } },
        hideGroupInCheckout: true,
        introductoryText: 'Poznejte nás: naši společnost, udržitelnost a kariérní příležitosti.',
        links: [
          { link: { url: '/o-nas', text: 'O společnosti' }, hideInClassic: false },
          { link: { url: '/kariera', text: 'Kariéra' }, hideInClassic: false },
        ],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Oblíbené kategorie',
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
          { url: '/damska-moda', text: 'Dámská móda' },
          { url: '/panska-moda', text: 'Pánská móda' },
          { url: '/deti', text: 'Pro děti' },
        ],
      },
      {
        links: [
          { url: '/bydleni', text: 'Bydlení a nábytek' },
          { url: '/kuchyne', text: 'Kuchyně' },
          { url: '/loznice', text: 'Ložnice' },
        ],
      },
    ],
  },
  socialMedia: [
    { iconName: 'facebook', link: { url: 'https://www.facebook.com/beanandhome.cz', text: 'Bean & Home na Facebooku' } },
    { iconName: 'instagram', link: { url: 'https://www.instagram.com/beanandhome.cz', text: 'Bean & Home na Instagramu' } },
    { iconName: 'youtube', link: { url: 'https://www.youtube.com/beanandhomecz', text: 'Bean & Home na YouTube' } },
  ],
  appReferences: [
    { iconName: 'apple', link: { url: 'https://apps.apple.com/cz/app/bean-and-home/id100000001', text: 'Stáhněte si aplikaci v App Store (iOS)' } },
    { iconName: 'android', link: { url: 'https://play.google.com/store/apps/details?id=com.beanandhome.cz', text: 'Stáhněte si aplikaci na Google Play (Android)' } },
  ],
  legalLinks: [
    { url: '/provozovatel', text: 'Údaje o provozovateli' },
    { url: '/obchodni-podminky', text: 'Obchodní podmínky' },
    { url: '/ochrana-osobnich-udaju', text: 'Ochrana osobních údajů' },
    { url: '/ochrana-osobnich-udaju#nastaveni-cookies', text: 'Nastavení cookies', consentManagement: true },
    { url: '/pristupnost', text: 'Prohlášení o přístupnosti' },
  ],
  salesTax: {
    textBeforeLink: 'Všechny ceny jsou uvedeny včetně DPH, bez ',
    link: { url: '/sluzby/doprava', text: 'nákladů na dopravu' },
    textAfterLink: '.',
  },
  viewChanger: countryOptions('CZ'),
};

export default content;
