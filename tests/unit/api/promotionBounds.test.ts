import { http, HttpResponse } from 'msw';
import { shopPartsApi } from '../../../api';
import { useFakeServices } from '../../support/fakeServices';
import { createTestShop } from '../../../src/testing';

const fakes = useFakeServices();

/** The promotion as the store holds it, or 'pending' when the query has not settled within 3 s. */
async function storedPromotion(contentJSON: string) {
  fakes.server.use(http.get('*/promotion/SHOP_FOOTER', () => HttpResponse.json({ contentJSON })));
  const { store } = createTestShop();
  const request = store.dispatch(shopPartsApi.endpoints.getFooterPromotion.initiate());
  const settled = await Promise.race([
    request.then(() => 'settled' as const, () => 'settled' as const),
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 3000)),
  ]);
  const entry = shopPartsApi.endpoints.getFooterPromotion.select()(store.getState());
  request.unsubscribe();
  return { settled, entry };
}

function nested(levels: number, leaf: string): string {
  return `${'{"a":'.repeat(levels)}${leaf}${'}'.repeat(levels)}`;
}

describe('the promotion reaches the store as the flat view the footer renders', () => {
  it('keeps only the view\'s fields: text, language and safe links', async () => {
    const { entry } = await storedPromotion(JSON.stringify({
      headline: 'Sale',
      text: 'Now',
      lang: 'de-DE',
      link: { url: '/sale', text: 'Go', onclick: 'alert(1)' },
      links: [{ url: 'https://x.example/a', text: 'A' }, { url: 'javascript:alert(1)', text: 'B' }],
      extra: { deep: [1, 2, { x: 3 }] },
    }));
    expect(entry.data).toEqual({
      headline: 'Sale',
      text: 'Now',
      lang: 'de-DE',
      link: { url: '/sale', text: 'Go' },
      links: [{ url: 'https://x.example/a', text: 'A' }],
    });
  });

  it.each([
    '/\t/evil.example/login',
    '/\n/evil.example/login',
    '/\r/evil.example/login',
    '/\r\n/evil.example/login',
    '/\t\\evil.example/login',
    '/\n\\evil.example/login',
    '\\\\evil.example/login',
    ' //evil.example/login',
  ])('drops the "relative" link %j that a browser reads as another site', async (url) => {
    const { entry } = await storedPromotion(JSON.stringify({ headline: 'H', link: { url, text: 'Log in' } }));
    expect(entry.data).toEqual({ headline: 'H', text: '' });
  });
});

describe('bounds on the promotion\'s contentJSON', () => {
  it('settles with no promotion and one warning for 5,000 levels of nesting', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { settled, entry } = await storedPromotion(nested(5000, '{"headline":"CANARY-7f3a"}'));
    expect(settled).toBe('settled');
    expect(entry.isSuccess).toBe(true);
    expect(entry.data).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[shop-parts\] .*nest/);
    expect(warn.mock.calls.flat().join(' ')).not.toContain('CANARY-7f3a');
    warn.mockRestore();
  });

  it('settles with no promotion and one warning for contentJSON over the size limit', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { settled, entry } = await storedPromotion(JSON.stringify({ headline: 'big', text: 'x'.repeat(70 * 1024) }));
    expect(settled).toBe('settled');
    expect(entry.data).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[shop-parts\] .*(size|KB|characters)/);
    expect(warn.mock.calls.flat().join(' ')).not.toContain('xxxx');
    warn.mockRestore();
  });

  it('still shows a promotion nested within the depth limit', async () => {
    const { entry } = await storedPromotion(JSON.stringify({ headline: 'ok', extra: JSON.parse(nested(20, '1')) as unknown }));
    expect(entry.data).toEqual({ headline: 'ok', text: '' });
  });
});
