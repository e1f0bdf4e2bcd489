import { renderToString } from 'react-dom/server';
import { immediateFormFooter } from '../support/immediateFormFooter';
import { browserForThisFile } from './support/browser';

jest.setTimeout(60000);

// Node's modules, as the built package's `node` condition hands a server the footer and the form
// with the entry (package.json "imports").
jest.mock('../../src/components/LoadedFooter', () => jest.requireActual<object>('../../src/components/LoadedFooter.node'));
jest.mock('../../src/components/LoadedNewsletterForm', () => jest.requireActual<object>('../../src/components/LoadedNewsletterForm.node'));

const session = browserForThisFile();
const PAGE_URL = 'http://shop.test/newsletter';

/**
 * A host's server HTML with the README's immediate form (`newsletter={<NewsletterForm />}`), as a
 * shopper has it before the form's code is live: the browser alone decides what a press or an
 * Enter does. It must do nothing (no request, no new page), so what the shopper typed stays.
 */
it("the server's form before its code is live: Enter in the e-mail field and a press on the button send nothing and keep the typed address", async () => {
  const footer = renderToString(await immediateFormFooter('DE'));
  const html = `<!doctype html><html lang="de"><head><title>Shop</title></head><body>${footer}</body></html>`;

  const page = await session.context.newPage();
  const pageLoads: string[] = [];
  await page.route('http://shop.test/**', async (route) => {
    const request = route.request();
    if (!request.isNavigationRequest()) return route.fulfill({ status: 404 }); // the footer's logos
    pageLoads.push(`${request.method()} ${request.url()}`);
    return route.fulfill({ contentType: 'text/html', body: html });
  });
  await page.goto(PAGE_URL);
  const email = page.getByRole('textbox', { name: /E-Mail/ });
  await email.fill('lena@example.test');
  await email.press('Enter');
  await page.getByRole('button', { name: /Jetzt anmelden/ }).click();
  // A submit the browser made would be a second load of the page (a POST): wait for the page's
  // next frames, then look.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForLoadState('load');
  expect(pageLoads).toEqual([`GET ${PAGE_URL}`]);
  expect(page.url()).toBe(PAGE_URL);
  await expect(email.inputValue()).resolves.toBe('lena@example.test');
  await page.close();
});
