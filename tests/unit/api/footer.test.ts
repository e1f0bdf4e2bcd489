import { http, HttpResponse } from 'msw';
import { shopPartsApi } from '../../../api';
import { FAKE_PROMOTION_CONTENT } from '../../../api/fakes';
import { loginTokenExpiringIn, setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';
import { createTestShop } from '../../../src/testing';

const fakes = useFakeServices();

function fetchPromotion() {
  const { store } = createTestShop();
  return store.dispatch(shopPartsApi.endpoints.getFooterPromotion.initiate());
}

describe('getFooterPromotion', () => {
  it('parses contentJSON', async () => {
    const result = await fetchPromotion();
    expect(result.data).toEqual(FAKE_PROMOTION_CONTENT);
  });

  it('treats 404 as no content', async () => {
    fakes.db.footerPromotionJson = null;
    const result = await fetchPromotion();
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
  });

  it('gives no content and a console error for contentJSON that does not parse', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakes.db.footerPromotionJson = '{"headline": "unterminated';
    const result = await fetchPromotion();
    expect(result.data).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('not valid JSON'), expect.anything());
    error.mockRestore();
  });

  it.each([
    ['a body without contentJSON', () => HttpResponse.json({ somethingElse: true })],
    ['a contentJSON that is not a string', () => HttpResponse.json({ contentJSON: 42 })],
    ['a non-JSON body', () => new HttpResponse('hello', { headers: { 'Content-Type': 'text/plain' } })],
  ])('gives no content and a console error for %s', async (_name, answer) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakes.server.use(http.get('*/promotion/SHOP_FOOTER', answer));
    const result = await fetchPromotion();
    expect(result.data).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('reports a 500 as an error, not as content', async () => {
    fakes.server.use(http.get('*/promotion/SHOP_FOOTER', () => new HttpResponse(null, { status: 500 })));
    const result = await fetchPromotion();
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 500 });
  });
});

describe('getCustomerFrontendData (psdata)', () => {
  function fetchPsData() {
    const { store } = createTestShop();
    return store.dispatch(shopPartsApi.endpoints.getCustomerFrontendData.initiate());
  }

  it('reads no status for an anonymous visitor', async () => {
    expect((await fetchPsData()).data).toEqual({ newsletterStatus: null });
  });

  it('reads nl_status for a logged-in customer after a sign-up', async () => {
    setCookie('LoginToken', loginTokenExpiringIn(1800));
    const { store } = createTestShop();
    await store.dispatch(shopPartsApi.endpoints.createSubscriber.initiate({ email: 'anna.schmidt@example.test' }));
    expect((await fetchPsData()).data).toEqual({ newsletterStatus: 'WAITING_FOR_DOI' });
  });

  it('sends no-cache, credentials and the CSRF header from the CSRF cookie', async () => {
    let seen: { cache: string; credentials: string; csrf: string | null } | undefined;
    fakes.server.use(
      http.get('*/psdata', ({ request }) => {
        seen = { cache: request.cache, credentials: request.credentials, csrf: request.headers.get('X-XSRF-TOKEN') };
        return HttpResponse.json({ nl_status: 'SUBSCRIBED' });
      }),
    );
    setCookie('XSRF-TOKEN', 'token-123');
    expect((await fetchPsData()).data).toEqual({ newsletterStatus: 'SUBSCRIBED' });
    expect(seen).toEqual({ cache: 'no-store', credentials: 'include', csrf: 'token-123' });
  });
});

describe('getCustomerBaseData', () => {
  it('prefills from the customer base data with the X-LoginToken header', async () => {
    setCookie('LoginToken', loginTokenExpiringIn(1800));
    const { store } = createTestShop();
    const result = await store.dispatch(shopPartsApi.endpoints.getCustomerBaseData.initiate());
    expect(result.data).toEqual({ email: 'anna.schmidt@example.test', salutation: 'MRS', firstName: 'Anna', lastName: 'Schmidt', consents: ['DNE'] });
  });

  it('is an error without a login token', async () => {
    const { store } = createTestShop();
    const result = await store.dispatch(shopPartsApi.endpoints.getCustomerBaseData.initiate());
    expect(result.error).toMatchObject({ status: 401 });
  });

  it('turns missing and mistyped fields into empty values', async () => {
    fakes.server.use(http.get('*/customers/base-data', () => HttpResponse.json({ email: 7, salutation: 'KING', consents: ['DNE', 3, 'OTHER'] })));
    const { store } = createTestShop();
    const result = await store.dispatch(shopPartsApi.endpoints.getCustomerBaseData.initiate());
    expect(result.data).toEqual({ email: '', salutation: '', firstName: '', lastName: '', consents: ['DNE'] });
  });
});

describe('subscriber endpoints (defined, unused by the form)', () => {
  it('reads a subscriber, confirms the double opt-in and updates it', async () => {
    const { store } = createTestShop();
    await store.dispatch(shopPartsApi.endpoints.createSubscriber.initiate({ email: 'lena@example.test', firstName: 'Lena' }));
    const [token] = [...fakes.db.subscribers.keys()];
    if (!token) throw new Error('no subscriber stored');
    const before = await store.dispatch(shopPartsApi.endpoints.getSubscriber.initiate(token));
    expect(before.data).toMatchObject({ email: 'lena@example.test', status: 'WAITING_FOR_DOI', firstName: 'Lena' });
    await store.dispatch(shopPartsApi.endpoints.confirmSubscriberDoi.initiate(token)).unwrap();
    await store.dispatch(shopPartsApi.endpoints.updateSubscriber.initiate({ token, update: { lastName: 'Berg' } })).unwrap();
    const after = await store.dispatch(shopPartsApi.endpoints.getSubscriber.initiate(token, { forceRefetch: true }));
    expect(after.data).toMatchObject({ status: 'SUBSCRIBED', lastName: 'Berg' });
  });

  it('answers 404 for an unknown subscriber token', async () => {
    const { store } = createTestShop();
    const result = await store.dispatch(shopPartsApi.endpoints.getSubscriber.initiate('nope'));
    expect(result.error).toMatchObject({ status: 404 });
  });
});
