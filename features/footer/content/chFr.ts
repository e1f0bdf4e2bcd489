import { countryOptions } from './countries';
import type { FooterContent } from './types';

/** The Swiss site in French (CH_FR). Returns within 3 months. */
const content: FooterContent = {
  site: 'CH_FR',
  headline: 'Service et aide pour tous vos achats',
  teaser: {
    groups: [
      {
        id: 'payment',
        heading: { iconName: 'payment', link: { url: '/service/paiement', text: 'Paiement facile' } },
        hideGroupInCheckout: false,
        introductoryText: 'Payez sur facture, par carte de crédit ou avec PayPal, comme vous le souhaitez.',
        links: [
          { link: { url: '/service/paiement', text: 'Tous les modes de paiement' }, hideInClassic: false },
          { link: { url: '/service/paiement/facture', text: 'Paiement sur facture' }, hideInClassic: true },
        ],
        images: [
          { label: 'PayPal', source: 'paypal' },
          { label: 'Visa', source: 'visa' },
          { label: 'Mastercard', source: 'mastercard' },
        ],
      },
      {
        id: 'delivery',
        heading: { iconName: 'truck', link: { url: '/service/livraison', text: 'Livraison rapide' } },
        hideGroupInCheckout: false,
        introductoryText: 'Nous livrons dans toute la Suisse avec La Poste, et les meubles jusque dans votre logement.',
        links: [
          { link: { url: '/service/livraison', text: 'Livraison et frais de port' }, hideInClassic: false },
          { link: { url: '/service/livraison/meubles', text: 'Livraison de meubles' }, hideInClassic: true },
        ],
        images: [
          { label: 'La Poste Suisse', source: 'chFrPost' },
          { label: 'Livraison dans toute la Suisse', source: 'chFRVersand' },
        ],
      },
      {
        id: 'storePickup',
        heading: { iconName: 'store', link: { url: '/service/storefinder/', text: 'Retrait en filiale' } },
        hideGroupInCheckout: true,
        introductoryText: 'Commandez en ligne et retirez votre commande sans frais de port dans une filiale près de chez vous.',
        links: [{ link: { url: '/service/storefinder/', text: 'Trouver une filiale' }, hideInClassic: false }],
        images: [],
      },
      {
        id: 'returns',
        heading: { iconName: 'returns', link: { url: '/service/retour', text: 'Retour sous 3 mois' } },
        hideGroupInCheckout: false,
        introductoryText: 'Vous pouvez retourner votre commande dans un délai de 3 mois si un article ne vous convient pas.',
        links: [{ link: { url: '/service/retour', text: 'Retours et échanges' }, hideInClassic: false }],
        images: [],
      },
      {
        id: 'service',
        heading: { iconName: 'help', link: { url: '/service/aide', text: 'Service et aide' } },
        hideGroupInCheckout: false,
        introductoryText: 'Les réponses aux questions fréquentes et notre service clientèle à votre écoute.',
        links: [
          { link: { url: '/service/aide', text: 'Aide et FAQ' }, hideInClassic: false },
          { link: { url: '/contact', text: 'Contact' }, hideInClassic: false },
          { link: { url: '/service/modes-d-emploi', text: "Modes d'emploi" }, hideInClassic: false },
          { link: { url: '/service/recyclage', text: 'Reprise et recyclage des appareils électriques' }, hideInClassic: true },
          { link: { url: '/subscribenewsletter', text: "S'abonner à la newsletter" }, hideInClassic: true },
        ],
        images: [],
      },
      {
        id: 'loyaltyCard',
        heading: { iconName: 'card', link: { url: '/registerfreebeancard', text: 'Bean Card' } },
        hideGroupInCheckout: true,
        introductoryText: "Cumulez des points à chaque achat et profitez d'avantages exclusifs.",
        links: [
          { link: { url: '/registerfreebeancard', text: "S'inscrire gratuitement" }, hideInClassic: false },
          { link: { url: '/service/carte-cadeau', text: 'Cartes cadeaux' }, hideInClassic: false },
        ],
        images: [],
      },
      {
        id: 'productServices',
        heading: { iconName: 'services', link: { url: '/service/services-produits', text: 'Autour du produit' } },
        hideGroupInCheckout: true,
        introductoryText: 'Réparations, pièces de rechange et conseils de détartrage pour votre machine à café.',
        links: [
          { link: { url: '/service/services-produits', text: 'Services produits' }, hideInClassic: false },
          { link: { url: '/service/modes-d-emploi', text: "Télécharger les modes d'emploi" }, hideInClassic: true },
        ],
        images: [],
      },
      {
        id: 'company',
        heading: { iconName: 'company', link: { url: '/entreprise', text: 'À propos de nous' } },
        hideGroupInCheckout: true,
        introductoryText: "Découvrez notre entreprise, nos engagements en faveur de la durabilité et nos offres d'emploi.",
        links: [
          { link: { url: '/entreprise', text: 'Entreprise' }, hideInClassic: false },
          { link: { url: '/carriere', text: 'Emplois et carrière' }, hideInClassic: false },
        ],
        images: [],
      },
    ],
  },
  seo: {
    heading: 'Catégories populaires',
    columns: [
      {
        links: [
          { url: '/cafe', text: 'Café' },
          { url: '/cafe/grains', text: 'Café en grains' },
          { url: '/machines-a-cafe', text: 'Machines à café' },
        ],
      },
      {
        links: [
          { url: '/mode-femme', text: 'Mode femme' },
          { url: '/mode-homme', text: 'Mode homme' },
          { url: '/enfants', text: 'Enfants' },
        ],
      },
      {
        links: [
          { url: '/maison', text: 'Maison et meubles' },
          { url: '/cuisine', text: 'Cuisine' },
          { url: '/literie', text: 'Literie' },
        ],
      },
    ],
  },
  socialMedia: [
    { iconName: 'facebook', link: { url: 'https://www.facebook.com/beanandhome.ch', text: 'Bean & Home sur Facebook' } },
    { iconName: 'instagram', link: { url: 'https://www.instagram.com/beanandhome.ch', text: 'Bean & Home sur Instagram' } },
    { iconName: 'youtube', link: { url: 'https://www.youtube.com/beanandhome', text: 'Bean & Home sur YouTube' } },
    { iconName: 'pinterest', link: { url: 'https://www.pinterest.ch/beanandhome', text: 'Bean & Home sur Pinterest' } },
  ],
  appReferences: [
    {
      iconName: 'apple',
      link: { url: 'https://apps.apple.com/ch/app/bean-and-home/id100000001?l=fr', text: "L'application sur l'App Store (iOS)" },
    },
    {
      iconName: 'android',
      link: {
        url: 'https://play.google.com/store/apps/details?id=com.beanandhome.ch&hl=fr_CH',
        text: "L'application sur Google Play (Android)",
      },
    },
  ],
  legalLinks: [
    { url: '/mentions-legales', text: 'Mentions légales' },
    { url: '/conditions-generales', text: 'Conditions générales' },
    { url: '/protection-des-donnees', text: 'Protection des données' },
    { url: '/protection-des-donnees#parametres-cookies', text: 'Paramètres des cookies', consentManagement: true },
    { url: '/accessibilite', text: 'Accessibilité' },
  ],
  viewChanger: countryOptions('CH_FR'),
};

export default content;
