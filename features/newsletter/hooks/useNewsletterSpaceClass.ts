import { useSelector } from 'react-redux';
import { selectShopPartsSettings } from '../../../config';

/**
 * Classes that hold the collapsed form's height, per site and width (components/newsletter.css),
 * so the page does not move: the placeholder's while the form's code loads, the reserve's around
 * the form once there (each width range reserves the form at its narrowest). Classes, not style
 * attributes: a strict Content-Security-Policy blocks style attributes in server HTML.
 */
export function useNewsletterSpaceClass(kind: 'placeholder' | 'reserve'): string {
  const { site } = useSelector(selectShopPartsSettings);
  return `sp-newsletter-${kind} sp-newsletter-${kind}--${site}`;
}
