import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { shopPartsApi } from '../../../api';
import { loadFooterContent } from '../../../features/footer';
import { Footer } from '../../../src/components/ShopFooter';
import { loginTokenExpiringIn, setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';
import { renderWithShop } from '../../support/renderWithShop';
import { createTestShop } from '../../../src/testing';
import { selectLoginRenewal } from '../../../features/session';
import { LOGIN_CHECK_INTERVAL_MS } from '../../../sagas/loginRenewal';
import { advance, useSagaTimers } from '../../support/sagaClock';
import { renderNewsletter } from '../newsletter/renderNewsletter';

const fakes = useFakeServices();

/** The footer promotion: the parts' sagas ask for it in every store, whoever is logged in (sagas/serviceQueries.ts). */
const PROMOTION_CALL = 'GET /service/promotion/api/promotion/SHOP_FOOTER';

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

/**
 * Every console line a test writes, as one string (the spies replace the watched methods), and the
 * package's own warnings. Only `[shop-parts]` warnings are counted: on a loaded machine RTK's
 * development checks add their own "took longer than 32ms" warnings, which say nothing about tokens.
 */
function watchConsole() {
  const spies = (['error', 'warn', 'log', 'info', 'debug'] as const).map((method) => jest.spyOn(console, method).mockImplementation(() => undefined));
  const warnSpy = spies[1]!;
  return {
    partsWarnings: () => warnSpy.mock.calls.filter((call) => String(call[0]).startsWith('[shop-parts]')),
    output: () => spies.flatMap((spy) => spy.mock.calls.flat().map((part) => (part instanceof Error ? `${part.message} ${String(part.stack)}` : String(part)))).join('\n'),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

// A token whose signature ends in a character no HTTP header can carry, once the cookie is decoded.
const unusable = [
  ['NUL (…sig%00)', '%00', '\u0000'],
  ['U+0100 (…sig%C4%80)', '%C4%80', '\u0100'],
  ['LF (…sig%0A)', '%0A', '\n'],
  ['CR (…sig%0D)', '%0D', '\r'],
] as const;

describe.each(unusable)('a LoginToken cookie ending in %s', (_name, encoded, decoded) => {
  let token = '';
  beforeEach(() => {
    // A token of its own per test: the warning is written once per cookie value.
    token = `${loginTokenExpiringIn(1800, `C-${Math.random().toString(36).slice(2)}`)}sig`;
    setCookie('LoginToken', `${token}${encoded}`);
  });

  it('is no token for the form: no login seen, no psdata or base-data call, no prefill, one warning without the value', async () => {
    const consoleSeen = watchConsole();
    try {
      const { store } = renderNewsletter();
      await waitFor(() => expect(consoleSeen.partsWarnings().length).toBeGreaterThan(0), { timeout: 5000 });
      expect(store.getState().shopPartsPage.loginCookie).toBe(false);
      await waitFor(() => expect(fakes.db.calls).toContain(PROMOTION_CALL), { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fakes.db.calls).toEqual([PROMOTION_CALL]);
      expect(screen.getByRole('textbox', { name: /E-Mail/ })).toHaveValue('');
      expect(consoleSeen.partsWarnings()).toHaveLength(1);
      expect(String(consoleSeen.partsWarnings()[0]?.[0])).toMatch(/^\[shop-parts\] .*LoginToken/);
      expect(consoleSeen.output()).not.toContain(token.slice(-20));
      expect(consoleSeen.output()).not.toContain(decoded);
    } finally {
      consoleSeen.restore();
    }
  });

  it('is no token for the footer: no psdata call', async () => {
    const consoleSeen = watchConsole();
    try {
      const content = await loadFooterContent('DE');
      await renderWithShop(<Footer content={content} />);
      await waitFor(() => expect(fakes.db.calls).toContain(PROMOTION_CALL), { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fakes.db.calls.filter((call) => call.includes('psdata') || call.includes('base-data'))).toEqual([]);
      expect(consoleSeen.partsWarnings()).toHaveLength(1);
      expect(consoleSeen.output()).not.toContain(token.slice(-20));
    } finally {
      consoleSeen.restore();
    }
  });

  it('is never put into a header, and nothing logs it when the base-data call is made anyway', async () => {
    const consoleSeen = watchConsole();
    let header: string | null = 'not called';
    fakes.server.use(
      http.get('*/customers/base-data', ({ request }) => {
        header = request.headers.get('X-LoginToken');
        return HttpResponse.json({ error: 'no token' }, { status: 401 });
      }),
    );
    try {
      const { store } = createTestShop();
      const result = await store.dispatch(shopPartsApi.endpoints.getCustomerBaseData.initiate());
      expect(header).toBeNull();
      expect(result.error).toMatchObject({ status: 401 });
      expect(consoleSeen.partsWarnings()).toHaveLength(1);
      expect(consoleSeen.output()).not.toContain(token.slice(-20));
      expect(JSON.stringify(store.getState())).not.toContain(token.slice(-20));
    } finally {
      consoleSeen.restore();
    }
  });
});

describe('a CSRF cookie that no header can carry', () => {
  it('is not sent, and warned about once without its value', async () => {
    const consoleSeen = watchConsole();
    let header: string | null = 'not called';
    fakes.server.use(
      http.get('*/psdata', ({ request }) => {
        header = request.headers.get('X-XSRF-TOKEN');
        return HttpResponse.json({ nl_status: null });
      }),
    );
    setCookie('XSRF-TOKEN', 'csrf-secret-4711%C4%80');
    try {
      const { store } = createTestShop();
      await store.dispatch(shopPartsApi.endpoints.getCustomerFrontendData.initiate());
      expect(header).toBeNull();
      expect(consoleSeen.partsWarnings()).toHaveLength(1);
      expect(consoleSeen.output()).not.toContain('csrf-secret-4711');
    } finally {
      consoleSeen.restore();
    }
  });
});

describe('the base query\'s error path', () => {
  it('logs no header value when building the request throws', async () => {
    const consoleSeen = watchConsole();
    const token = `${loginTokenExpiringIn(1800)}secret-tail-0815`;
    setCookie('LoginToken', token);
    // An engine whose Headers refuses the value and quotes it, as Node's does for a NUL.
    const RealHeaders = globalThis.Headers;
    globalThis.Headers = class extends RealHeaders {
      constructor(init?: HeadersInit) {
        const entries = init && !Array.isArray(init) && !(init instanceof RealHeaders) ? Object.values(init) : [];
        if (entries.some((value) => value.includes('secret-tail'))) throw new TypeError(`Headers.append: "${entries.join(', ')}" is an invalid header value.`);
        super(init);
      }
    };
    try {
      const { store } = createTestShop();
      const result = await store.dispatch(shopPartsApi.endpoints.getCustomerBaseData.initiate());
      expect(result.isError).toBe(true);
      expect(JSON.stringify(result.error)).not.toContain('secret-tail');
      // The token is readable, so the parts' sagas ask psdata (no token header) and, once it has
      // answered, the base data for the form: that request fails the same way, unsent.
      await waitFor(() => expect(store.getState().shopPartsApi.queries['getCustomerFrontendData(undefined)']?.status).toBe('fulfilled'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(consoleSeen.output()).not.toContain('secret-tail');
      expect(JSON.stringify(store.getState())).not.toContain('secret-tail');
      expect(fakes.db.calls.filter((call) => call.includes('base-data'))).toEqual([]);
    } finally {
      globalThis.Headers = RealHeaders;
      consoleSeen.restore();
    }
  });
});

describe('the login-token renewal with a LoginToken no header can carry', () => {
  useSagaTimers();

  it('waits for a token as if there were none: no renewal call, one warning', async () => {
    const consoleSeen = watchConsole();
    // Expired: a readable token would be sent to renewal at once.
    setCookie('LoginToken', `${loginTokenExpiringIn(-60, 'C-renewal')}sig%00`);
    const { store, task } = createTestShop();
    try {
      await advance(0);
      expect(selectLoginRenewal(store.getState()).status).toBe('waitingForToken');
      await advance(LOGIN_CHECK_INTERVAL_MS * 2);
      expect(fakes.db.calls.filter((call) => call.includes('/renew'))).toEqual([]);
      expect(consoleSeen.partsWarnings()).toHaveLength(1);
      expect(consoleSeen.output()).not.toContain('sig\u0000');
    } finally {
      task.cancel();
      consoleSeen.restore();
    }
  });
});
