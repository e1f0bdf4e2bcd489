export { SITE_RULES, WELCOME_DISCOUNT, type NewsletterSiteRules } from './siteRules';
export { NEWSLETTER_LINKS, linksFor, type NewsletterLinks } from './links';
