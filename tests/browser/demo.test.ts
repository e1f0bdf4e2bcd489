import { launchBrowser, openPage, type BrowserSession } from './support/browser';

jest.setTimeout(60000);

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => session.close());

it('serves the demo shop page', async () => {
  const { page, errors } = await openPage(session, '/');
  await expect(page.locator('#root').textContent()).resolves.toContain('demo');
  expect(errors).toEqual([]);
});
