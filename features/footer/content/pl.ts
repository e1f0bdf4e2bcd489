import { countryOptions } from './countries';
import type { FooterContent } from './types';

/** The Polish site (PL). Returns within 30 days, free delivery from 100 zł, Click & Collect, green e-shop quality mark. */
const content: FooterContent = {
  site: 'PL',
  headline: 'Obsługa klienta i pomoc przy zakupach',
  teaser: {
    groups: [
      {
        id: 'payment',
        heading: { iconName: 'payment', link: { url: '/serwis/platnosci', text: 'Wygodne płatności' } },
        hideGroupInCheckout: false,
        introductoryText: 'Wybierz formę płatności, która Ci odpowiada: kartę, szybki przelew, BLIK lub PayPal.',
        links: [
          { link: { url: '/serwis/platnosci', text: 'Wszystkie formy płatności' }, hideInClassic: false },
          { link: { url: '/serwis/platnosci/blik', text: 'Płatności BLIK' }, hideInClassic: true },
        ],
        images: [
          { label: 'PayPal', source: 'paypal' },
          { label: 'Visa', source: 'visa' },
          { label: 'Mastercard', source: 'mastercard' },
        ],
      },
      {
        id: 'delivery',
        heading: { iconName: 'truck', link: { url: '/serwis/dostawa', text: 'Darmowa dostawa od 100 zł' } },
        hideGroupInCheckout: false,
        introductoryText: 'Zamówienia o wartości od 100 zł dostarczamy bezpłatnie. Paczki doręcza kurier DHL.',
        links: [
          { link: { url: '/serwis/dostawa', text: 'Dostawa i koszty wysyłki' }, hideInClassic: false },
          { link: { url: '/serwis/dostawa/ekspresowa', text: 'Dostawa ekspresowa' }, hideInClassic: true },
        ],
        images: [
          { label: 'DHL', source: 'dhl' },
          { label: 'Dostawa ekspresowa', source: 'express' },
        ],
      },
      {
        id: 'clickAndCollect',
        heading: { iconName: 'store', link: { url: '/serwis/click-and-collect', text: 'Click & Collect' } },
        hideGroupInCheckout: true,
        introductoryText: 'Zamów online i odbierz zamówienie bez kosztów wysyłki w pobliskim sklepie.',
        links: [
          { link: { url: '/service/storefinder/', text: 'Znajdź sklep' }, hideInClassic: false },
          { link: { url: '/serwis/click-and-collect', text: 'Jak działa Click & Collect' }, hideInClassic: true },
        ],
        images: [],
      },
      {
        id: 'returns',
        heading: { iconName: 'returns', link: { url: '/serwis/zwroty', text: '30 dni na zwrot' } },
        hideGroupInCheckout: false,
        introductoryText: 'Coś nie pasuje? Możesz zwrócić zamówienie w ciągu 30 dni.',
        links: [{ link: { url: '/serwis/zwroty', text: 'Zwroty i wymiany' }, hideInClassic: false }],
        images: [],
      },
      {
        id: 'service',
        heading: { iconName: 'help', link: { url: '/serwis/pomoc', text: 'Pomoc i kontakt' } },
        hideGroupInCheckout: false,
        introductoryText: 'Odpowiedzi na najczęściej zadawane pytania i kontakt z naszym biurem obsługi klienta.',
        links: [
          { link: { url: '/serwis/pomoc', text: 'Pomoc i FAQ' }, hideInClassic: false },
          { link: { url: '/contact', text: 'Kontakt' }, hideInClassic: false },
          { link: { url: '/serwis/instrukcje-obslugi', text: 'Instrukcje obsługi' }, hideInClassic: false },
          { link: { url: '/serwis/zuzyty-sprzet', text: 'Zbiórka zużytego sprzętu elektrycznego' }, hideInClassic: true },
          { link: { url: '/subscribenewsletter', text: 'Zapisz się do newslettera' }, hideInClassic: true },
        ],
        images: [],
      },
      {
        id: 'loyaltyCard',
        heading: { iconName: 'card', link: { url: '/registerfreebeancard', text: 'Bean Card' } },
        hideGroupInCheckout: true,
        introductoryText: 'Zbieraj punkty przy każdych zakupach i korzystaj z wyjątkowych przywilejów.',
        links: [
          { link: { url: '/registerfreebeancard', text: 'Zarejestruj się bezpłatnie' }, hideInClassic: false },
          { link: { url: '/serwis/karty-podarunkowe', text: 'Karty podarunkowe' }, hideInClassic: false },
        ],
        images: [],
      },
      {
        id: 'productServices',
        heading: { iconName: 'services', link: { url: '/serwis/uslugi-serwisowe', text: 'Serwis produktów' } },
        hideGroupInCheckout: true,
        introductoryText: 'Naprawy, części zamienne i porady dotyczące odkamieniania ekspresu do kawy.',
        links: [
          { link: { url: '/serwis/uslugi-serwisowe', text: 'Usługi serwisowe' }, hideInClassic: false },
          { link: { url: '/serwis/instrukcje-obslugi', text: 'Pobierz instrukcje' }, hideInClassic: true },
        ],
        images: [],
      },
      {
        id: 'company',
        heading: { iconName: 'company', link: { url: '/o-nas', text: 'O nas' } },
        hideGroupInCheckout: true,
        introductoryText: 'Poznaj naszą firmę, nasze działania na rzecz zrównoważonego rozwoju i oferty pracy.',
        links: [
          { link: { url: '/o-nas', text: 'O firmie' }, hideInClassic: false },
          { link: { url: '/kariera', text: 'Kariera' }, hideInClassic: false },
        ],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Popularne kategorie',
    columns: [
      {
        links: [
          { url: '/kawa', text: 'Kawa' },
          { url: '/kawa/ziarnista', text: 'Kawa ziarnista' },
          { url: '/ekspresy-do-kawy', text: 'Ekspresy do kawy' },
        ],
      },
      {
        links: [
          { url: '/moda-damska', text: 'Moda damska' },
          { url: '/moda-meska', text: 'Moda męska' },
          { url: '/dzieci', text: 'Dzieci' },
        ],
      },
      {
        links: [
          { url: '/dom-i-meble', text: 'Dom i meble' },
          { url: '/kuchnia', text: 'Kuchnia' },
          { url: '/sypialnia', text: 'Sypialnia' },
        ],
      },
    ],
  },
  socialMedia: [
    { iconName: 'facebook', link: { url: 'https://www.facebook.com/beanandhome.pl', text: 'Bean & Home na Facebooku' } },
    { iconName: 'instagram', link: { url: 'https://www.instagram.com/beanandhome.pl', text: 'Bean & Home na Instagramie' } },
    { iconName: 'youtube', link: { url: 'https://www.youtube.com/beanandhomepl', text: 'Bean & Home na YouTubie' } },
    { iconName: 'tiktok', link: { url: 'https://www.tiktok.com/@beanandhome.pl', text: 'Bean & Home na TikToku' } },
  ],
  appReferences: [
    { iconName: 'apple', link: { url: 'https://apps.apple.com/pl/app/bean-and-home/id100000001', text: 'Aplikacja w App Store (iOS)' } },
    { iconName: 'android', link: { url: 'https://play.google.com/store/apps/details?id=com.beanandhome.pl', text: 'Aplikacja w Google Play (Android)' } },
  ],
  legalLinks: [
    { url: '/dane-firmy', text: 'Dane firmy' },
    { url: '/regulamin', text: 'Regulamin' },
    { url: '/polityka-prywatnosci', text: 'Polityka prywatności' },
    { url: '/polityka-prywatnosci#ustawienia-cookies', text: 'Ustawienia plików cookie', consentManagement: true },
    { url: '/dostepnosc', text: 'Dostępność' },
  ],
  viewChanger: countryOptions('PL'),
  qualityLogos: [
    {
      link: { url: '/o-nas/green-e-shop', text: 'Green e-Shop – dowiedz się więcej' },
      image: { label: 'Znak jakości Green e-Shop', source: 'green', width: 120, height: 40 },
    },
  ],
};

export default content;
