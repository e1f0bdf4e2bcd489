import { http, HttpResponse } from 'msw';
import { shopPartsApi } from '../../../api';
import { useFakeServices } from '../../support/fakeServices';
import { createTestShop } from '../../../src/testing';

const fakes = useFakeServices();

/** The calls the fakes saw but the footer promotion, which the parts' sagas ask for in every store (sagas/serviceQueries.ts). */
const callsButPromotion = () => fakes.db.calls.filter((call) => call !== 'GET /service/promotion/api/promotion/SHOP_FOOTER');

async function signUp(email: string, spa = false, extra = {}) {
  const { store } = createTestShop({ spa });
  return store.dispatch(shopPartsApi.endpoints.createSubscriber.initiate({ email, ...extra })).unwrap();
}

describe('createSubscriber', () => {
  it('stores a sign-up as WAITING_FOR_DOI and answers SUCCESS', async () => {
    await expect(signUp('lena@example.test')).resolves.toBe('SUCCESS');
    const [subscriber] = [...fakes.db.subscribers.values()];
    expect(subscriber).toMatchObject({ email: 'lena@example.test', status: 'WAITING_FOR_DOI', origin: 'onsite', originAddition: 'subsite' });
  });

  it('calls the internal path, or the private path for a single-page shop', async () => {
    await signUp('a@example.test');
    await signUp('b@example.test', true);
    expect(callsButPromotion()).toEqual([
      'POST /service/newsletter/api/internal/newsletter-subscribers',
      'POST /service/newsletter/api/private/newsletter-subscribers',
    ]);
  });

  it('omits empty salutation and names from the request body', async () => {
    let body: unknown;
    fakes.server.use(
      http.post('*/newsletter-subscribers', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await signUp(' lena@example.test ', false, { salutation: '', firstName: '  ', lastName: 'Berg', consents: ['DNE'] });
    expect(body).toEqual({ email: 'lena@example.test', lastName: 'Berg', consents: ['DNE'], origin: 'onsite', originAddition: 'subsite' });
  });

  it('maps urn:newsletter:email_invalid to ERROR_INVALID_EMAIL', async () => {
    await expect(signUp('x@invalid.test')).resolves.toBe('ERROR_INVALID_EMAIL');
  });

  it('maps a 500 to ERROR_GENERIC', async () => {
    await expect(signUp('x@error.test')).resolves.toBe('ERROR_GENERIC');
  });

  it.each([
    ['a non-JSON error body', () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })],
    ['an unknown error type', () => HttpResponse.json({ type: 'urn:newsletter:something_new' }, { status: 400 })],
    ['an error without a body', () => new HttpResponse(null, { status: 418 })],
    ['a network failure', () => HttpResponse.error()],
  ])('maps %s to ERROR_GENERIC', async (_name, answer) => {
    fakes.server.use(http.post('*/newsletter-subscribers', answer));
    await expect(signUp('lena@example.test')).resolves.toBe('ERROR_GENERIC');
  });

  it('gives up after 15000 ms with ERROR_GENERIC', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const result = signUp('lena@slow.test');
      await jest.advanceTimersByTimeAsync(14999);
      expect(fakes.db.subscribers.size).toBe(0);
      await jest.advanceTimersByTimeAsync(2);
      await expect(result).resolves.toBe('ERROR_GENERIC');
    } finally {
      jest.useRealTimers();
    }
  });
});
