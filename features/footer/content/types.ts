import type { SiteCode } from '../../../config';
import type { FlagName } from '../logic/flagNames';
import type { LogoSource } from '../logic/logoSources';

/** Footer content per site (docs/behaviour.md, "Footer"). Static data in the site's language. */
export interface FooterLink {
  url: string;
  text: string;
}

export type TeaserGroupId =
  | 'payment'
  | 'delivery'
  | 'storePickup'
  | 'clickAndCollect'
  | 'returns'
  | 'service'
  | 'loyaltyCard'
  | 'productServices'
  | 'company';

export interface TeaserLink {
  link: FooterLink;
  /** Shown only in the accordion layouts (smartphone, tablet). */
  hideInClassic: boolean;
}

export interface TeaserImage {
  label: string;
  source: LogoSource;
}

export interface TeaserGroup {
  id: TeaserGroupId;
  /** `iconPath`: as in IconLink. */
  heading: { iconName: string; iconPath?: string; link: FooterLink };
  /** Hidden in reduced mode (checkout). */
  hideGroupInCheckout: boolean;
  introductoryText: string;
  links: TeaserLink[];
  /** Payment and delivery partner logos. */
  images: TeaserImage[];
}

export interface SeoBlock {
  heading: string;
  columns: { links: FooterLink[] }[];
}

/** A social or app link: the icon shows, the link text is its accessible name. */
export interface IconLink {
  iconName: string;
  /**
   * The icon's SVG path data (widgets/base/iconPaths.ts), which loadFooterContent adds so that the
   * footer's code brings no icon of its own. None for a name no icon has: nothing is shown.
   */
  iconPath?: string;
  link: FooterLink;
}

export interface SalesTaxNote {
  textBeforeLink: string;
  link: FooterLink;
  textAfterLink: string;
}

export interface QualityLogo {
  link: FooterLink;
  image: { label: string; source: LogoSource; width: number; height: number };
}

export interface CountryOption {
  label: string;
  code: SiteCode;
  href: string;
  flag: FlagName;
  selected: boolean;
}

export interface LegalLink extends FooterLink {
  /** Opens the consent-management settings (the host's consent tool listens to this link). */
  consentManagement?: boolean;
}

export interface FooterContent {
  site: SiteCode;
  headline: string;
  teaser: { groups: TeaserGroup[] };
  seo: SeoBlock;
  socialMedia: IconLink[];
  appReferences: IconLink[];
  legalLinks: LegalLink[];
  viewChanger: CountryOption[];
  salesTax?: SalesTaxNote;
  qualityLogos?: QualityLogo[];
}

/** A teaser group as a site's file holds it: the heading's link; its icon and checkout rule follow from its id (teaserGroupLayout.ts). */
interface TeaserGroupData extends Omit<TeaserGroup, 'heading' | 'hideGroupInCheckout'> {
  heading: FooterLink;
}

/**
 * What a site's JSON file (sites/<SITE>.json), merged over its language's shared file, holds: the
 * content without what the loader derives (the site code, each group's icon and checkout rule, each
 * icon's path data, and the country selector from config/sites.ts).
 */
export type FooterContentData = Omit<FooterContent, 'site' | 'viewChanger' | 'teaser'> & { teaser: { groups: TeaserGroupData[] } };
