import type { Page } from 'playwright-core';
import { paths } from '../../api/paths';
import { SITE_CODES, SITES, localeForSite, type SiteCode, type UiLocale } from '../../config';
import { browserForThisFile, demoUrl } from './support/browser';
import { staffLogin } from './support/staffLogin';
import { wholeCatalogue } from '../support/catalogues';

jest.setTimeout(120000);

const session = browserForThisFile();

// The demo's fakes keep the applied preview settings for every test file that shares the demo:
// the staff logout puts them back, as tests/browser/preview.test.ts expects to find them.
afterEach(async () => {
  const answer = await fetch(demoUrl(paths.previewLogout));
  expect(answer.ok).toBe(true);
});

function catalogue(locale: UiLocale): Record<string, string> {
  return wholeCatalogue(locale);
}

function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The patterns a catalogue's messages leave on the page, one per run of text: a rich-text tag
 * (<privacyLink>…</privacyLink>) splits a message into text nodes, and an argument, plural or
 * select ({country}, {months, plural, …}) matches anything, and a colon may follow. A run with fewer than three letters of
 * its own ("{label}", ".") says nothing about its language and is left out.
 */
function textPatterns(messages: string[]): RegExp[] {
  const patterns: RegExp[] = [];
  for (const message of messages) {
    for (const run of message.replace(/''/g, '\u0000').split(/<\/?\w+>/)) {
      // Top-level {…} (arguments may nest: plural cases) become wildcards.
      const literals: string[] = [''];
      let depth = 0;
      for (const character of run) {
        if (character === '{') {
          if (depth === 0) literals.push('');
          depth += 1;
        } else if (character === '}') depth -= 1;
        else if (depth === 0) literals[literals.length - 1] += character;
      }
      const own = literals.join('').replace(/\u0000/g, "'");
      if ((own.match(/\p{L}/gu) ?? []).length < 3) continue;
      const body = literals.map((literal) => escapeRegExp(literal.replace(/\u0000/g, "'").replace(/\s+/g, ' ').trim()).replace(/ /g, '\\s+')).join('\\s*[\\s\\S]*?\\s*');
      // A notification writes its kind with a colon ("Fehler: ").
      patterns.push(new RegExp(`^${body}:?$`, 'u'));
    }
  }
  return patterns;
}

/** A text on the page (a text node or an aria-label) and the language it is marked with: its nearest lang, up to <html>. */
interface MarkedText {
  text: string;
  lang: string;
  /** The staff panel and its dialog's content; a country's name in the selector; the rest. */
  part: 'staff' | 'country' | 'other';
}

/** Every text node and aria-label of the parts (the footer and the settings dialog, which sits in <body>). */
function markedTexts(page: Page): Promise<MarkedText[]> {
  return page.evaluate(() => {
    const langOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? '';
    const partOf = (element: Element) =>
      element.closest('[aria-label="Staff preview"], dialog.sp-preview-modal .sp-modal__content, dialog.sp-preview-modal .sp-modal__title')
        ? 'staff'
        : element.closest('.sp-country__option span[lang], .sp-country__button span[lang]')
          ? 'country'
          : 'other';
    const found: MarkedText[] = [];
    for (const root of document.querySelectorAll('footer.sp-footer, dialog.sp-modal')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        const parent = node.parentElement;
        if (text !== '' && parent && !parent.closest('script, style')) found.push({ text, lang: langOf(parent), part: partOf(parent) });
      }
      for (const element of [root, ...root.querySelectorAll('[aria-label]')]) {
        const label = element.getAttribute('aria-label');
        if (label) found.push({ text: label.replace(/\s+/g, ' ').trim(), lang: langOf(element), part: partOf(element) });
      }
    }
    return found;
  });
}

const primary = (lang: string) => lang.split('-')[0]?.toLowerCase() ?? '';

/**
 * What is marked wrong: a text found only among the English staff and widget texts that is not
 * under lang="en", a text found only in the page's catalogue that is not under the page's
 * language, and any text of the staff panel or its dialog not under lang="en".
 */
function languageProblems(texts: MarkedText[], pageLocale: UiLocale): string[] {
  const english = catalogue('en');
  const page = catalogue(pageLocale);
  // The staff texts are English in every catalogue (the spec gives them so): they are the panel's, not the page's.
  const englishPatterns = textPatterns(Object.entries(english).filter(([id]) => id.startsWith('preview.') || id.startsWith('widgets.')).map(([, text]) => text));
  const pagePatterns = textPatterns(Object.entries(page).filter(([id]) => !id.startsWith('preview.')).map(([, text]) => text));
  const problems: string[] = [];
  for (const { text, lang, part } of texts) {
    const inEnglish = englishPatterns.some((pattern) => pattern.test(text));
    const inPage = pagePatterns.some((pattern) => pattern.test(text));
    if (part === 'staff' && primary(lang) !== 'en') problems.push(`staff text "${text}" under lang="${lang}"`);
    // A country's name is checked against the site registry below (the catalogues name countries too).
    else if (part === 'country') continue;
    else if (inEnglish && !inPage && primary(lang) !== 'en') problems.push(`English text "${text}" under lang="${lang}"`);
    else if (inPage && !inEnglish && primary(lang) !== primary(pageLocale)) problems.push(`${pageLocale} text "${text}" under lang="${lang}"`);
  }
  return problems;
}

async function addStaffCookie(): Promise<void> {
  await session.context.addCookies([{ name: 'StaffAuthToken', value: staffLogin(), url: demoUrl('/') }]);
}

// WCAG 3.1.2 Language of parts, with the staff panel shown: its English parts sit under lang="en"
// and no text of the page's catalogue ("Fehler:", "Hata:", "Błąd:" …) does; the country names sit
// under their own language.
describe.each(['DE', 'CH_FR', 'TR', 'PL', 'HU'] as const)('language of parts on the %s demo with the staff panel', (site: SiteCode) => {
  it('marks every text with the language it is in: a failed sign-up, the settings dialog with a field error, then its success notification', async () => {
    const locale = localeForSite(site);
    const texts = catalogue(locale);
    await addStaffCookie();
    const { page, errors } = await session.open(`/?site=${site}`, 1280);
    const panel = page.getByRole('region', { name: 'Staff preview' });
    await panel.waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe(locale);

    // The page's own error texts ("Fehler: …") on the page.
    const form = page.getByTestId('newsletter-form');
    await form.getByRole('button', { name: texts['newsletter.form.submit'] }).click();
    await form.locator('.sp-field__error').first().waitFor();

    // The dialog's field error ("Error: Required") inside the staff panel's English part.
    await panel.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview settings' });
    await dialog.getByText('Active tests found.').waitFor();
    await dialog.getByLabel('A/B test (optional)').selectOption('newsletter-banner');
    // No group, whatever an earlier test of this file applied (the demo's fakes keep it).
    await dialog.getByLabel('A/B test group').selectOption('');
    await dialog.getByRole('button', { name: 'Apply settings' }).click();
    await dialog.getByText('Required').waitFor();
    const withFieldError = await markedTexts(page);
    expect(languageProblems(withFieldError, locale)).toEqual([]);
    expect(withFieldError.filter(({ part }) => part === 'staff').map(({ text }) => text)).toEqual(expect.arrayContaining(['Error:', 'Required']));

    // Its success notification ("Success: …").
    await dialog.getByLabel('A/B test group').selectOption('voucher-first');
    await dialog.getByRole('button', { name: 'Apply settings' }).click();
    await dialog.getByText('Settings applied successfully.').waitFor();
    const withNotification = await markedTexts(page);
    expect(languageProblems(withNotification, locale)).toEqual([]);
    expect(withNotification.filter(({ part }) => part === 'staff').map(({ text }) => text)).toEqual(expect.arrayContaining(['Success:']));

    // Each country's name in its own language, the page's texts around it in the page's.
    const names = await page.locator('.sp-country__option').evaluateAll((links) =>
      links.map((link) => {
        const name = [...link.querySelectorAll('span')].find((span) => span.hasAttribute('lang'));
        return { label: name?.textContent ?? '', lang: name?.getAttribute('lang') ?? link.closest('[lang]')?.getAttribute('lang') ?? '' };
      }),
    );
    expect(names).toEqual(SITE_CODES.map((code) => ({ label: SITES[code].label, lang: SITES[code].locale })));
    expect(errors).toEqual([]);
    await page.close();
  });
});
