import german from '../../features/footer/content/german.json';
import de from '../../features/footer/content/sites/DE.json';
import { withIconPaths } from '../../features/footer/content/contentIcons';
import { footerContentOf } from '../../features/footer/content/loadFooterContent';
import type { FooterContentData } from '../../features/footer/content/types';

/**
 * DE's footer content at import time, for tests that render the footer without awaiting
 * loadFooterContent. tests/unit/footer/loadFooterContent.test.ts checks it equals loadFooterContent('DE').
 */
export const deFooterContent = withIconPaths(footerContentOf('DE', [german, de] as Partial<FooterContentData>[]));
