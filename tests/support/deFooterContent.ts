import german from '../../features/footer/content/german.json';
import de from '../../features/footer/content/sites/DE.json';
import { assembleFooterContent } from '../../features/footer/content/assembleFooterContent';
import type { FooterContentData } from '../../features/footer/content/types';

/**
 * DE's footer content at import time, for tests that render the footer without awaiting
 * loadFooterContent. tests/unit/footer/loadFooterContent.test.ts checks it equals loadFooterContent('DE').
 */
export const deFooterContent = assembleFooterContent('DE', [german, de] as Partial<FooterContentData>[]);
