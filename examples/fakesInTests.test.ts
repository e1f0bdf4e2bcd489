// A host's own test against the package's service fakes in Node (Jest, or Vitest with globals).
import { configureStore } from '@reduxjs/toolkit';
import { setupServer } from 'msw/node';
import { createShopParts } from '@shop/shop-parts';
import { createServiceHandlers, shopPartsApi } from '@shop/shop-parts/testing';

// `createServiceHandlers` returns `{ db, handlers }`: msw request handlers and the fake backend they share.
const fakes = createServiceHandlers({ site: 'PL' });
const server = setupServer(...fakes.handlers);
// A call no fake answers fails the test. Not listen()'s option: msw 2 names it onUnhandledRequest,
// msw 3 onUnhandledFrame, and each ignores the other's; this event is the same in both.
const unanswered: string[] = [];
server.events.on('request:unhandled', ({ request }) => void unanswered.push(`${request.method} ${request.url}`));
beforeAll(() => server.listen());
afterEach(() => expect(unanswered.splice(0)).toEqual([]));
afterAll(() => server.close());

function createTestStore() {
  const parts = createShopParts({ site: 'PL', apiBaseUrl: 'https://www.example.pl' });
  return configureStore({ reducer: parts.reducers, middleware: (getDefault) => getDefault().concat(...parts.middleware) });
}

it('answers the promotion in the site\'s language and takes a newsletter sign-up', async () => {
  const store = createTestStore();
  const promotion = await store.dispatch(shopPartsApi.endpoints.getFooterPromotion.initiate()).unwrap();
  expect(promotion).toMatchObject({ lang: 'pl-PL' });
  const result = await store.dispatch(shopPartsApi.endpoints.createSubscriber.initiate({ email: 'lena@example.test' })).unwrap();
  expect(result).toBe('SUCCESS');
  expect(fakes.db.calls).toContain('POST /service/newsletter/api/internal/newsletter-subscribers');
});
