import { http, HttpResponse } from 'msw';
import { shopPartsApi } from '../../../api';
import { setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';
import { createTestShop } from '../../../src/testing';

const fakes = useFakeServices();

/** The calls the fakes saw but the footer promotion, which the parts' sagas ask for in every store (sagas/serviceQueries.ts). */
const callsButPromotion = () => fakes.db.calls.filter((call) => call !== 'GET /service/promotion/api/promotion/SHOP_FOOTER');

describe('preview and A/B test endpoints', () => {
  it('checkauth answers SUCCESS only with a staff cookie', async () => {
    const { store } = createTestShop();
    const anonymous = await store.dispatch(shopPartsApi.endpoints.checkPreviewAuth.initiate());
    expect(anonymous.data).toEqual({ status: 'UNAUTHORIZED', dateTime: null, abTestName: null, abTestGroup: null });
    setCookie('CobraAuthToken', 'staff');
    const staff = await store.dispatch(shopPartsApi.endpoints.checkPreviewAuth.initiate(undefined, { forceRefetch: true }));
    expect(staff.data?.status).toBe('SUCCESS');
  });

  it('applies preview settings and reports them back through checkauth', async () => {
    setCookie('StaffAuthToken', 'staff');
    const { store } = createTestShop();
    const status = await store
      .dispatch(shopPartsApi.endpoints.applyPreviewSettings.initiate({ previewDateTime: '2030-05-01T10:00:00.000Z', test: 'newsletter-banner', group: 'control' }))
      .unwrap();
    expect(status).toBe('SUCCESS');
    expect(fakes.db.calls).toContain(
      'GET /service/preview/api/token?test=newsletter-banner&group=control&previewDateTime=2030-05-01T10%3A00%3A00.000Z',
    );
    const auth = await store.dispatch(shopPartsApi.endpoints.checkPreviewAuth.initiate());
    expect(auth.data).toEqual({ status: 'SUCCESS', dateTime: '2030-05-01T10:00:00.000Z', abTestName: 'newsletter-banner', abTestGroup: 'control' });
  });

  it.each([
    ['no A/B test', {}, 'test=&group=&previewDateTime=2030-05-01T10%3A00%3A00.000Z'],
    ['empty A/B test and group', { test: '', group: '' }, 'test=&group=&previewDateTime=2030-05-01T10%3A00%3A00.000Z'],
    ['a test and a group', { test: 'footer-teaser-order', group: 'B' }, 'test=footer-teaser-order&group=B&previewDateTime=2030-05-01T10%3A00%3A00.000Z'],
  ])('sends test and group in the token query for %s', async (_name, choice, query) => {
    setCookie('StaffAuthToken', 'staff');
    const { store } = createTestShop();
    await store.dispatch(shopPartsApi.endpoints.applyPreviewSettings.initiate({ previewDateTime: '2030-05-01T10:00:00.000Z', ...choice })).unwrap();
    expect(callsButPromotion()).toEqual([`GET /service/preview/api/token?${query}`]);
  });

  it.each([
    ['no staff cookie', {}, 'UNAUTHORIZED'],
    ['a test without a group', { staff: true, test: 'newsletter-banner' }, 'BAD_REQUEST'],
    ['a date that is not a date', { staff: true, previewDateTime: 'yesterday' }, 'BAD_REQUEST'],
  ] as const)('maps %s to %s', async (_name, input, expected) => {
    if ('staff' in input) setCookie('StaffAuthToken', 'staff');
    const { store } = createTestShop();
    const request = { previewDateTime: '2030-05-01T10:00:00.000Z', ...input };
    const status = await store.dispatch(shopPartsApi.endpoints.applyPreviewSettings.initiate(request)).unwrap();
    expect(status).toBe(expected);
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 }), 'INTERNAL_ERROR'],
    ['an answer without status', () => HttpResponse.json({}), 'INTERNAL_ERROR'],
    ['an unknown status', () => HttpResponse.json({ status: 'MAYBE' }), 'INTERNAL_ERROR'],
    ['a network failure', () => HttpResponse.error(), 'INTERNAL_ERROR'],
  ])('maps %s from checkauth to %s', async (_name, answer, expected) => {
    fakes.server.use(http.get('*/auth/checkauth', answer));
    const { store } = createTestShop();
    const result = await store.dispatch(shopPartsApi.endpoints.checkPreviewAuth.initiate());
    expect(result.data?.status).toBe(expected);
  });

  it('renews the staff login and logs out', async () => {
    setCookie('StaffAuthToken', 'staff');
    const { store } = createTestShop();
    await expect(store.dispatch(shopPartsApi.endpoints.renewPreviewLogin.initiate()).unwrap()).resolves.toBe('OK');
    await store.dispatch(shopPartsApi.endpoints.logoutPreview.initiate()).unwrap();
    expect(document.cookie).not.toContain('StaffAuthToken=staff');
    await expect(store.dispatch(shopPartsApi.endpoints.renewPreviewLogin.initiate()).unwrap()).resolves.toBe('UNAUTHORIZED');
  });

  it('only logs a failed logout', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakes.server.use(http.get('*/auth/logout', () => new HttpResponse(null, { status: 503 })));
    const { store } = createTestShop();
    await expect(store.dispatch(shopPartsApi.endpoints.logoutPreview.initiate()).unwrap()).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('preview logout failed'), expect.objectContaining({ status: 503 }));
    error.mockRestore();
  });

  it('fires the A/B assignment call and ignores its failure', async () => {
    const { store } = createTestShop();
    await store.dispatch(shopPartsApi.endpoints.requestAbTestAssignment.initiate()).unwrap();
    fakes.server.use(http.get('*/getassignment', () => HttpResponse.error()));
    await expect(store.dispatch(shopPartsApi.endpoints.requestAbTestAssignment.initiate()).unwrap()).resolves.toBeNull();
    expect(fakes.db.calls.filter((call) => call.includes('getassignment'))).toHaveLength(1);
  });

  it('lists active A/B tests for today and later, none for past dates', async () => {
    const { store } = createTestShop();
    const future = await store.dispatch(shopPartsApi.endpoints.getAbTestsAt.initiate('2099-01-01T00:00:00.000Z'));
    expect(future.data?.map((test) => test.name)).toEqual(['footer-teaser-order', 'newsletter-banner']);
    expect(future.data?.[1]?.groups).toEqual([{ name: 'control' }, { name: 'voucher-first' }, { name: 'image-left' }]);
    const today = await store.dispatch(shopPartsApi.endpoints.getAbTestsAt.initiate(new Date().toISOString()));
    expect(today.data).toHaveLength(2);
    const past = await store.dispatch(shopPartsApi.endpoints.getAbTestsAt.initiate('2001-01-01T00:00:00.000Z'));
    expect(past.data).toEqual([]);
  });

  it('drops malformed tests and groups from the list', async () => {
    fakes.server.use(
      http.get('*/gettestsat', () => HttpResponse.json([{ name: 'ok', groups: [{ name: 'A' }, { nope: 1 }, 'B'] }, { groups: [] }, 'junk', null])),
    );
    const { store } = createTestShop();
    const result = await store.dispatch(shopPartsApi.endpoints.getAbTestsAt.initiate('2099-01-01T00:00:00.000Z'));
    expect(result.data).toEqual([{ name: 'ok', groups: [{ name: 'A' }] }]);
  });

  it('lists a test name and a group name once: the picker offers and the apply call sends names', async () => {
    fakes.server.use(
      http.get('*/gettestsat', () =>
        HttpResponse.json([
          { name: 'checkout', groups: [{ name: 'A' }, { name: 'B' }, { name: 'A' }] },
          { name: 'teaser', groups: [{ name: 'X' }] },
          { name: 'checkout', groups: [{ name: 'C' }, { name: 'B' }] },
        ]),
      ),
    );
    const { store } = createTestShop();
    const result = await store.dispatch(shopPartsApi.endpoints.getAbTestsAt.initiate('2099-01-01T00:00:00.000Z'));
    expect(result.data).toEqual([
      { name: 'checkout', groups: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] },
      { name: 'teaser', groups: [{ name: 'X' }] },
    ]);
  });
});
