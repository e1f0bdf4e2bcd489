import { countryOptions } from './countries';
import type { FooterContent } from './types';

/**
 * The Turkish site (TR), in Turkish. 90 days of free returns; free delivery from 1.000 TL; shipping in
 * 1–2 working days; customer service every day 09:00–19:00; the only site with the /account link.
 */
const content: FooterContent = {
  site: 'TR',
  headline: 'Alışverişiniz için hizmet ve yardım',
  teaser: {
    groups: [
      {
        id: 'payment',
        heading: { iconName: 'payment', link: { url: '/hizmetler/odeme', text: 'Kolay ödeme' } },
        hideGroupInCheckout: false,
        introductoryText: 'Visa, Mastercard, American Express veya BKM Express ile güvenle ödeyin.',
        links: [
          { link: { url: '/hizmetler/odeme', text: 'Tüm ödeme yöntemleri' }, hideInClassic: false },
          { link: { url: '/hizmetler/odeme/kredi-karti', text: 'Kredi kartıyla ödeme' }, hideInClassic: true },
        ],
        images: [
          { label: 'Visa', source: 'visa' },
          { label: 'Mastercard', source: 'mastercard' },
          { label: 'American Express', source: 'trAmex' },
          { label: 'BKM Express', source: 'trBkm' },
        ],
      },
      {
        id: 'delivery',
        heading: { iconName: 'truck', link: { url: '/hizmetler/teslimat', text: 'Hızlı teslimat' } },
        hideGroupInCheckout: false,
        introductoryText: '1.000 TL ve üzeri siparişlerde kargo ücretsiz. Siparişiniz 1-2 iş günü içinde kargoya verilir.',
        links: [
          { link: { url: '/hizmetler/teslimat', text: 'Teslimat ve kargo ücretleri' }, hideInClassic: false },
        ],
        images: [
          { label: 'HepsiJET', source: 'hepsijet' },
          { label: 'Yurtiçi Kargo', source: 'yurticikargo' },
          { label: 'MNG Kargo', source: 'mngKargo' },
          { label: 'Kolay Gelsin', source: 'kolaygelsin' },
          { label: 'Horoz Lojistik', source: 'horoz' },
        ],
      },
      {
        id: 'storePickup',
        heading: { iconName: 'store', link: { url: '/service/storefinder/', text: 'Mağazadan teslim alma' } },
        hideGroupInCheckout: true,
        introductoryText: 'Online sipariş verin, size en yakın mağazamızdan ücretsiz teslim alın.',
        links: [{ link: { url: '/service/storefinder/', text: 'Size en yakın mağazayı bulun' }, hideInClassic: false }],
        images: [],
      },
      {
        id: 'returns',
        heading: { iconName: 'returns', link: { url: '/hizmetler/iade', text: '90 gün ücretsiz iade' } },
        hideGroupInCheckout: false,
        introductoryText: 'Memnun kalmadınız mı? Ürünlerinizi 90 gün içinde ücretsiz iade edebilirsiniz.',
        links: [{ link: { url: '/hizmetler/iade', text: 'İade ve değişim' }, hideInClassic: false }],
        images: [],
      },
      {
        id: 'service',
        heading: { iconName: 'help', link: { url: '/hizmetler/yardim', text: 'Müşteri hizmetleri ve yardım' } },
        hideGroupInCheckout: false,
        introductoryText: 'Müşteri hizmetlerimize her gün 09:00 - 19:00 saatleri arasında ulaşabilirsiniz.',
        links: [
          { link: { url: '/hizmetler/yardim', text: 'Yardım ve SSS' }, hideInClassic: false },
          { link: { url: '/contact', text: 'İletişim' }, hideInClassic: false },
          { link: { url: '/account', text: 'Hesabım' }, hideInClassic: false },
          { link: { url: '/hizmetler/kullanim-kilavuzlari', text: 'Kullanım kılavuzları' }, hideInClassic: false },
          { link: { url: '/hizmetler/geri-donusum', text: 'Eski cihazların geri dönüşümü' }, hideInClassic: true },
          { link: { url: '/subscribenewsletter', text: 'E-bültene abone olun' }, hideInClassic: true },
        ],
        images: [],
      },
      {
        id: 'loyaltyCard',
        heading: { iconName: 'card', link: { url: '/registerfreebeancard', text: 'Bean Card' } },
        hideGroupInCheckout: true,
        introductoryText: 'Her alışverişte puan toplayın, size özel avantajlardan yararlanın.',
        links: [
          { link: { url: '/registerfreebeancard', text: 'Ücretsiz üye olun' }, hideInClassic: false },
          { link: { url: '/hizmetler/hediye-karti', text: 'Hediye kartları' }, hideInClassic: false },
        ],
        images: [],
      },
      {
        id: 'productServices',
        heading: { iconName: 'services', link: { url: '/hizmetler/urun-hizmetleri', text: 'Ürün hizmetleri' } },
        hideGroupInCheckout: true,
        introductoryText: 'Kahve makineniz için onarım, yedek parça ve kireç çözme ipuçları.',
        links: [
          { link: { url: '/hizmetler/urun-hizmetleri', text: 'Teknik servis ve onarım' }, hideInClassic: false },
          { link: { url: '/hizmetler/kullanim-kilavuzlari', text: 'Kılavuzları indirin' }, hideInClassic: true },
        ],
        images: [],
      },
      {
        id: 'company',
        heading: { iconName: 'company', link: { url: '/hakkimizda', text: 'Hakkımızda' } },
        hideGroupInCheckout: true,
        introductoryText: 'Bizi tanıyın: şirketimiz, sürdürülebilirlik çalışmalarımız ve kariyer fırsatları.',
        links: [
          { link: { url: '/hakkimizda', text: 'Şirketimiz' }, hideInClassic: false },
          { link: { url: '/kariyer', text: 'Kariyer' }, hideInClassic: false },
        ],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Popüler kategoriler',
    columns: [
      {
        links: [
          { url: '/kahve', text: 'Kahve' },
          { url: '/kahve/cekirdek-kahve', text: 'Çekirdek kahve' },
          { url: '/kahve-makineleri', text: 'Kahve makineleri' },
        ],
      },
      {
        links: [
          { url: '/kadin-giyim', text: 'Kadın giyim' },
          { url: '/erkek-giyim', text: 'Erkek giyim' },
          { url: '/cocuk', text: 'Çocuk' },
        ],
      },
      {
        links: [
          { url: '/ev-ve-mobilya', text: 'Ev ve mobilya' },
          { url: '/mutfak', text: 'Mutfak' },
          { url: '/yatak-odasi', text: 'Yatak odası' },
        ],
      },
    ],
  },
  socialMedia: [
    { iconName: 'facebook', link: { url: 'https://www.facebook.com/beanandhome.tr', text: "Bean & Home Facebook'ta" } },
    { iconName: 'instagram', link: { url: 'https://www.instagram.com/beanandhome.tr', text: "Bean & Home Instagram'da" } },
    { iconName: 'youtube', link: { url: 'https://www.youtube.com/beanandhometr', text: "Bean & Home YouTube'da" } },
  ],
  appReferences: [
    { iconName: 'apple', link: { url: 'https://apps.apple.com/tr/app/bean-and-home/id100000001', text: "Uygulamayı App Store'dan indirin (iOS)" } },
    { iconName: 'android', link: { url: 'https://play.google.com/store/apps/details?id=com.beanandhome.tr', text: "Uygulamayı Google Play'den indirin (Android)" } },
  ],
  legalLinks: [
    { url: '/kunye', text: 'Künye' },
    { url: '/kullanim-kosullari', text: 'Kullanım koşulları' },
    { url: '/gizlilik-politikasi', text: 'Gizlilik politikası' },
    { url: '/gizlilik-politikasi#cerez-ayarlari', text: 'Çerez ayarları', consentManagement: true },
    { url: '/erisilebilirlik', text: 'Erişilebilirlik' },
  ],
  viewChanger: countryOptions('TR'),
};

export default content;
