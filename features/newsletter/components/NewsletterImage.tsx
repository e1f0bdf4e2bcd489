import { paths, serviceUrl } from '../../../api';

/** The two renditions (docs/behaviour.md, "Constants and limits"): 400x300 from 1024 px wide, 273x273 from 767 px; none below (CSS hides the picture). */
const NEWSLETTER_IMAGES = {
  desktop: { size: '400x300', width: 400, height: 300, media: '(min-width: 1024px)' },
  tablet: { size: '273x273', width: 273, height: 273, media: '(min-width: 767px)' },
} as const;

/**
 * The newsletter picture, lazy loaded. Width and height are set on every rendition, so the page
 * keeps its space before the file arrives (no layout shift). The picture is decorative (the banner
 * says everything), so its alt text is empty.
 */
export function NewsletterImage({ apiBaseUrl }: { apiBaseUrl: string }) {
  const source = (size: string) => serviceUrl(apiBaseUrl, paths.newsletterImage(size));
  const { desktop, tablet } = NEWSLETTER_IMAGES;
  return (
    <picture className="sp-newsletter__picture">
      <source media={desktop.media} srcSet={source(desktop.size)} width={desktop.width} height={desktop.height} />
      <source media={tablet.media} srcSet={source(tablet.size)} width={tablet.width} height={tablet.height} />
      <img className="sp-newsletter__image" src={source(tablet.size)} width={tablet.width} height={tablet.height} alt="" loading="lazy" decoding="async" />
    </picture>
  );
}
