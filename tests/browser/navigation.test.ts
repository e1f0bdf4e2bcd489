import type { Request } from 'playwright-core';
import { browserForThisFile, demoUrl } from './support/browser';
import { staffLogin } from './support/staffLogin';

jest.setTimeout(60000);

const session = browserForThisFile();

/**
 * Client-side navigation as a router does it (history.pushState, which fires no event of its own):
 * Chromium's Navigation API tells the parts' page observer, so the staff panel follows the route
 * without the host remounting anything. The demo's preview route is the page it was opened on.
 */
it('the staff panel follows a client router: pushState away hides it, pushState, Back and Forward bring it back; one checkauth and one staff renewal in all', async () => {
  await session.context.addCookies([{ name: 'StaffAuthToken', value: staffLogin(), url: demoUrl('/') }]);
  const checkauth: string[] = [];
  const renewals: string[] = [];
  const record = (request: Request) => {
    if (request.url().includes('/auth/checkauth')) checkauth.push(request.url());
    if (request.url().includes('/auth/login/renew')) renewals.push(request.url());
  };
  session.context.on('request', record);
  try {
    const { page, errors } = await session.open('/');
    const panel = page.getByRole('region', { name: 'Staff preview' });
    await panel.waitFor();
    await expect(page.evaluate(() => 'navigation' in window)).resolves.toBe(true);

    await page.evaluate(() => history.pushState({}, '', '/elsewhere'));
    await panel.waitFor({ state: 'detached' });
    await page.evaluate(() => history.pushState({}, '', '/'));
    await panel.waitFor();
    await page.goBack({ waitUntil: 'commit' }).catch(() => null);
    await page.waitForFunction(() => location.pathname === '/elsewhere');
    await panel.waitFor({ state: 'detached' });
    await page.goForward({ waitUntil: 'commit' }).catch(() => null);
    await page.waitForFunction(() => location.pathname === '/');
    await panel.waitFor();

    // The answer stayed in the cache (60 s after the panel left): coming back asked nothing, and
    // the staff login renewed on the first showing is not due again for 5 minutes.
    expect(checkauth).toHaveLength(1);
    expect(renewals).toHaveLength(1);
    expect(errors).toEqual([]);
  } finally {
    session.context.off('request', record);
  }
});
