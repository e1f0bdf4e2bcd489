import type { ShopPartsConfig } from '../../config';
import { createTestShop, stopTestShops } from '../../src/testKit/testShop';

// Each test's parts stop with the test, as a host's page would stop them.
afterEach(stopTestShops);

/**
 * The public test kit's shop under the name the newsletter's tests still use (they are being
 * rewritten with the form; tests/unit/newsletter only). Everything else calls createTestShop;
 * delete this file when the newsletter's tests do too.
 */
export function createPartsStore(config: Partial<ShopPartsConfig> = {}) {
  const shop = createTestShop(config);
  return { parts: shop.parts, store: shop.store, task: shop.task, actions: shop.actions };
}
