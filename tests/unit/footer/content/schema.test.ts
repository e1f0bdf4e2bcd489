import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { array, boolean, number, object, string, type InferType } from 'yup';
import { SITE_CODES } from '../../../../config';
import { loadFooterContent } from '../../../../features/footer/content/loadFooterContent';
import type { FooterContent, TeaserGroupId } from '../../../../features/footer/content/types';
import type { FlagName } from '../../../../features/footer/logic/flagNames';
import { LOGO_SOURCES } from '../../../../features/footer/logic/logoSources';

/**
 * The footer content is data (features/footer/content/sites/<SITE>.json over german.json, the
 * groups' layout from teaserGroupLayout.ts); FooterContent is its contract. This schema is that type's twin: tsc fails below when the two differ, and the
 * tests fail when a JSON file or what the loader makes of it does not match.
 */
/** Every flag once: a Record, so tsc names a flag added to FlagName and missing here. */
const FLAGS: Record<FlagName, true> = {
  austria: true, czechRepublic: true, europe: true, germany: true, hungary: true, poland: true, slovakia: true, slovenia: true, switzerland: true, turkey: true,
};
const FLAG_NAMES = Object.keys(FLAGS) as FlagName[];

const GROUP_IDS = [
  'payment', 'delivery', 'storePickup', 'clickAndCollect', 'returns', 'service', 'loyaltyCard', 'productServices', 'company',
] as const satisfies readonly TeaserGroupId[];

const link = object({ url: string().required(), text: string().required() }).noUnknown();
const iconLink = object({ iconName: string().required(), iconPath: string().optional(), link: link.required() }).noUnknown();

const footerContentSchema = object({
  site: string().oneOf(SITE_CODES).required(),
  headline: string().required(),
  teaser: object({
    groups: array(
      object({
        id: string().oneOf(GROUP_IDS).required(),
        heading: object({ iconName: string().required(), iconPath: string().optional(), link: link.required() }).noUnknown().required(),
        hideGroupInCheckout: boolean().required(),
        introductoryText: string().required(),
        links: array(object({ link: link.required(), hideInClassic: boolean().required() }).noUnknown().required()).required(),
        images: array(object({ label: string().required(), source: string().oneOf(LOGO_SOURCES).required() }).noUnknown().required()).required(),
      }).noUnknown().required(),
    ).required(),
  }).noUnknown().required(),
  seo: object({
    heading: string().required(),
    columns: array(object({ links: array(link.required()).required() }).noUnknown().required()).required(),
  }).noUnknown().required(),
  socialMedia: array(iconLink.required()).required(),
  appReferences: array(iconLink.required()).required(),
  legalLinks: array(
    object({ url: string().required(), text: string().required(), consentManagement: boolean().optional() }).noUnknown().required(),
  ).required(),
  viewChanger: array(
    object({
      label: string().required(),
      code: string().oneOf(SITE_CODES).required(),
      href: string().required(),
      flag: string().oneOf(FLAG_NAMES).required(),
      selected: boolean().required(),
    }).noUnknown().required(),
  ).required(),
  salesTax: object({ textBeforeLink: string().required(), link: link.required(), textAfterLink: string().required() })
    .noUnknown()
    .default(undefined)
    .optional(),
  qualityLogos: array(
    object({
      link: link.required(),
      image: object({
        label: string().required(),
        source: string().oneOf(LOGO_SOURCES).required(),
        width: number().required(),
        height: number().required(),
      }).noUnknown().required(),
    }).noUnknown().required(),
  ).optional(),
}).noUnknown();

// Compile-time: the schema and the contract accept the same values (each is assignable to the
// other) and name the same sections (optional ones included, which assignability does not compare).
type SchemaContent = InferType<typeof footerContentSchema>;
type SameKeys<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never] ? true : false;
void ([{} as SchemaContent, {} as FooterContent, true] satisfies [FooterContent, SchemaContent, SameKeys<FooterContent, SchemaContent>]);

/**
 * What one JSON file may hold: any of the data's sections (the loader merges the files), nothing
 * else; a teaser group without what its id decides (teaserGroupLayout.ts).
 */
const fileGroupSchema = object({
  id: string().oneOf(GROUP_IDS).required(),
  heading: link.required(),
  introductoryText: string().required(),
  links: array(object({ link: link.required(), hideInClassic: boolean().required() }).noUnknown().required()).required(),
  images: array(object({ label: string().required(), source: string().oneOf(LOGO_SOURCES).required() }).noUnknown().required()).required(),
}).noUnknown();
const filePartSchema = footerContentSchema
  .omit(['site', 'viewChanger', 'teaser'])
  .shape({ teaser: object({ groups: array(fileGroupSchema.required()).required() }).noUnknown() })
  .partial();

const contentDir = join(__dirname, '../../../../features/footer/content');
const jsonFiles = [
  'german.json',
  ...readdirSync(join(contentDir, 'sites')).map((name) => `sites/${name}`),
];

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(join(contentDir, file), 'utf8')) as unknown;
}

/** The schema's complaints about `value` ([] when it matches). */
function problems(schema: typeof footerContentSchema | typeof filePartSchema, value: unknown): string[] {
  try {
    schema.validateSync(value, { strict: true, abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('footer content data', () => {
  it('has one file per site, named by its code', () => {
    expect(readdirSync(join(contentDir, 'sites')).sort()).toEqual(SITE_CODES.map((site) => `${site}.json`).sort());
  });

  it.each(jsonFiles)('%s holds only sections of the content, each in its shape', (file) => {
    expect(problems(filePartSchema, readJson(file))).toEqual([]);
  });

  it.each(SITE_CODES)('gives %s content that matches FooterContent', async (site) => {
    expect(problems(footerContentSchema, await loadFooterContent(site))).toEqual([]);
  });

  it.each(SITE_CODES)('loads %s from its own file', async (site) => {
    const { teaser, ...sections } = readJson(`sites/${site}.json`) as { teaser: { groups: { id: string; heading: object }[] } };
    const content = await loadFooterContent(site);
    expect(content).toMatchObject(sections);
    expect(content.teaser.groups.map((group) => [group.id, group.heading.link])).toEqual(teaser.groups.map((group) => [group.id, group.heading]));
  });

  it('finds a content mistake: an unknown logo, a misspelt section, a missing text, a field the layout decides', () => {
    const de = readJson('sites/DE.json') as { teaser: { groups: { images: { source: string }[]; introductoryText?: string; hideGroupInCheckout?: boolean }[] } };
    const [payment] = de.teaser.groups;
    if (!payment?.images[0]) throw new Error('DE has a payment group with a logo');
    payment.images[0].source = 'visaa';
    delete payment.introductoryText;
    payment.hideGroupInCheckout = true;
    expect(problems(filePartSchema, { ...de, legalLink: [] })).toEqual([
      expect.stringContaining('teaser.groups[0].introductoryText'),
      expect.stringContaining('teaser.groups[0].images[0].source'),
      expect.stringContaining('teaser.groups[0] field has unspecified keys: hideGroupInCheckout'),
      expect.stringContaining('legalLink'),
    ]);
  });
});
