/**
 * @jest-environment node
 */
// Nothing runs at import time: the public entry loads where there is no window, document or cookie.
it('imports the public entry without a window or document', async () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
  const entry = await import('@shop/shop-parts');
  const parts = entry.createShopParts({ site: 'CZ' });
  expect(parts.settings).toMatchObject({ site: 'CZ', locale: 'cs-CZ' });
});
