import type { Page } from 'playwright-core';
import { browserForThisFile, demoUrl } from './support/browser';
import { eventually } from './support/eventually';
import { partCatalogue } from '../support/catalogues';

jest.setTimeout(120000);

const session = browserForThisFile();

const texts = partCatalogue('newsletter', 'de-DE');

/** Words of yup's own default messages: present in any script that carries yup. */
const YUP_MARKER = 'is a required field';

/**
 * The DE demo with the newsletter form shown and the network settled (idle prefetch included), and
 * whether any script loaded so far carries yup. Scripts are read as they arrive, with real timers.
 */
async function openWithFormShown(): Promise<{ page: Page; yupLoaded: () => boolean; scripts: () => number }> {
  const page = await session.context.newPage();
  const bodies: Promise<string>[] = [];
  let yup = false;
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const body = response.text().catch(() => '');
    bodies.push(body);
    void body.then((text) => {
      if (text.includes(YUP_MARKER)) yup = true;
    });
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(demoUrl('/?site=DE'), { waitUntil: 'networkidle' });
  await page.locator('.sp-footer__newsletter').scrollIntoViewIfNeeded();
  await page.getByTestId('newsletter-form').locator('input[name="email"]').waitFor();
  await page.waitForLoadState('networkidle');
  // A moment for idle callbacks: anything the form prefetches in idle time has started by then.
  await page.waitForTimeout(2500);
  await page.waitForLoadState('networkidle');
  await Promise.all(bodies);
  return { page, yupLoaded: () => yup, scripts: () => bodies.length };
}

// The form's stage is what loads to show it; validation's code (yup, the schema, the TLD list) loads
// at the shopper's first interaction with the form, and the first blur or submit still shows the
// right error (docs/performance.md, "The newsletter form's stage").
describe('validation loaded at the first interaction', () => {
  it('is not loaded with the form; focusing the e-mail field loads it, and leaving the field empty shows the required error', async () => {
    const { page, yupLoaded, scripts } = await openWithFormShown();
    expect(yupLoaded()).toBe(false);
    const before = scripts();
    const form = page.getByTestId('newsletter-form');
    const email = form.locator('input[name="email"]');
    await email.click();
    for (let waited = 0; !yupLoaded() && waited < 10000; waited += 100) await page.waitForTimeout(100);
    expect(yupLoaded()).toBe(true);
    expect(scripts()).toBeGreaterThan(before);
    await page.keyboard.press('Tab');
    await form.locator('input[name="email"][aria-invalid="true"]').waitFor();
    await eventually(async () => {
      const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain(texts['newsletter.validation.emailRequired']);
    });
    await page.close();
  });

  it('a click on submit as the first interaction loads it, and the submit shows the required error', async () => {
    const { page, yupLoaded } = await openWithFormShown();
    expect(yupLoaded()).toBe(false);
    const form = page.getByTestId('newsletter-form');
    const email = form.locator('input[name="email"]');
    await form.locator('button[type="submit"]').click();
    await form.locator('input[name="email"][aria-invalid="true"]').waitFor();
    await eventually(async () => {
      const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toContain(texts['newsletter.validation.emailRequired']);
    });
    expect(yupLoaded()).toBe(true);
    await page.close();
  });
});
