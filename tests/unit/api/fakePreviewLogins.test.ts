import { getResponse } from 'msw';
import { createServiceHandlers } from '../../../api/fakes';

// One fake backend serves many staff logins at once: the demo server, and the browser suites that
// run beside each other against it. Each login keeps its own preview settings, as the preview
// service does, so one login's apply or logout never shows in another's checkauth.
const ORIGIN = 'https://www.example.test';
const NO_SETTINGS = { dateTime: null, abTestName: null, abTestGroup: null };

function staffCall(handlers: ReturnType<typeof createServiceHandlers>['handlers'], path: string, cookie: string) {
  return getResponse(handlers, new Request(`${ORIGIN}${path}`, { headers: { cookie } }));
}

async function checkauth(handlers: ReturnType<typeof createServiceHandlers>['handlers'], cookie: string): Promise<unknown> {
  return (await staffCall(handlers, '/service/preview/api/auth/checkauth', cookie))?.json();
}

const apply = (test: string, group: string, previewDateTime: string) =>
  `/service/preview/api/token?${new URLSearchParams({ test, group, previewDateTime }).toString()}`;

describe('the preview fakes with several staff logins', () => {
  it('answer each login with what it applied, and a logout forgets only its own', async () => {
    const { db, handlers } = createServiceHandlers();
    const anna = 'StaffAuthToken=anna';
    const ben = 'CobraAuthToken=ben';
    await staffCall(handlers, apply('newsletter-banner', 'voucher-first', '2099-06-15T06:30:00.000Z'), anna);
    await staffCall(handlers, apply('', '', '2099-01-02T10:00:00.000Z'), ben);

    expect(await checkauth(handlers, anna)).toEqual({ status: 'SUCCESS', dateTime: '2099-06-15T06:30:00.000Z', abTestName: 'newsletter-banner', abTestGroup: 'voucher-first' });
    expect(await checkauth(handlers, ben)).toEqual({ status: 'SUCCESS', dateTime: '2099-01-02T10:00:00.000Z', abTestName: null, abTestGroup: null });

    await staffCall(handlers, '/service/preview/api/auth/logout', ben);
    expect(await checkauth(handlers, ben)).toEqual({ status: 'SUCCESS', ...NO_SETTINGS });
    expect(await checkauth(handlers, anna)).toEqual(expect.objectContaining({ abTestName: 'newsletter-banner', abTestGroup: 'voucher-first' }));
    expect([...db.previewByStaffToken.keys()]).toEqual(['anna']);
  });

  it('answer a login that applied nothing with the backend\'s own settings (db.preview)', async () => {
    const { db, handlers } = createServiceHandlers();
    db.preview = { dateTime: '2099-03-04T12:00:00.000Z', abTestName: null, abTestGroup: null };
    expect(await checkauth(handlers, 'StaffAuthToken=new-login')).toEqual({ status: 'SUCCESS', ...db.preview });
  });
});
