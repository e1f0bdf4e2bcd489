import { setupServer } from 'msw/node';
import { createFakeDb, createServiceHandlers, type FakeDb } from '../../api/fakes';
import { clearPageCookies } from '../../src/testKit/tab';
import { stopTestShops } from '../../src/testKit/testShop';

/**
 * Starts the service fakes for one test file. Each test gets a fresh fake database; Set-Cookie
 * answers are written to jsdom's document.cookie, as a browser would. After each test its test
 * shops stop (createTestShop), then its cookies go. Call it after importing Testing Library, whose
 * clean-up (unmounting) then runs first: Jest runs afterEach hooks in the order they were added.
 */
export function useFakeServices() {
  const state: { db: FakeDb } = { db: createFakeDb() };
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    state.db = createFakeDb();
    // Set-Cookie answers reach jsdom's document.cookie by default, as a browser would set them.
    const { handlers } = createServiceHandlers({ db: state.db });
    server.resetHandlers(...handlers);
  });
  afterEach(() => {
    stopTestShops();
    clearPageCookies();
  });
  afterAll(() => server.close());
  return { server, get db() { return state.db; } };
}

export { clearPageCookies as clearCookies } from '../../src/testKit/tab';
