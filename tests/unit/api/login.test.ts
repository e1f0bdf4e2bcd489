import { http, HttpResponse } from 'msw';
import { decodeTokenClaims, nowInSeconds, shopPartsApi } from '../../../api';
import { encodeFakeToken } from '../../../api/tokens';
import { readCookie } from '../../../config';
import { loginTokenExpiringIn, setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';
import { createTestShop } from '../../../src/testing';

const fakes = useFakeServices();

function login(email: string, password: string, longTerm = false) {
  const { store } = createTestShop();
  return store.dispatch(shopPartsApi.endpoints.login.initiate({ email, password, longTerm })).unwrap();
}

function renew(kind: 'renewLoginToken' | 'renewLongTermToken') {
  const { store } = createTestShop();
  return store.dispatch(shopPartsApi.endpoints[kind].initiate()).unwrap();
}

describe('login', () => {
  it('answers SUCCESS and sets the login tokens', async () => {
    await expect(login('anna.schmidt@example.test', 'Kaffee123', true)).resolves.toBe('SUCCESS');
    expect(decodeTokenClaims(readCookie('LoginToken'))).toMatchObject({ lid: 'C-1001' });
    expect(decodeTokenClaims(readCookie('LongTermToken'))?.ren).toBeGreaterThan(nowInSeconds());
  });

  it('answers UNAUTHORIZED for a wrong password', async () => {
    await expect(login('anna.schmidt@example.test', 'wrong')).resolves.toBe('UNAUTHORIZED');
  });

  // The spec's table, row by row: only 200 is SUCCESS.
  it.each([
    ['200', () => HttpResponse.json({}, { status: 200 }), 'SUCCESS'],
    ['200 with an empty body', () => new HttpResponse(null, { status: 200 }), 'SUCCESS'],
    ['201', () => HttpResponse.json({}, { status: 201 }), 'SERVICE_UNAVAILABLE'],
    ['204', () => new HttpResponse(null, { status: 204 }), 'SERVICE_UNAVAILABLE'],
    ['400', () => HttpResponse.json({ error: 'bad' }, { status: 400 }), 'SERVICE_UNAVAILABLE'],
    ['401', () => new HttpResponse(null, { status: 401 }), 'UNAUTHORIZED'],
    ['403', () => new HttpResponse(null, { status: 403 }), 'SERVICE_UNAVAILABLE'],
    ['404', () => new HttpResponse('missing', { status: 404 }), 'SERVICE_UNAVAILABLE'],
    ['500', () => new HttpResponse(null, { status: 500 }), 'SERVICE_UNAVAILABLE'],
    ['503', () => new HttpResponse(null, { status: 503 }), 'SERVICE_UNAVAILABLE'],
    ['a network failure', () => HttpResponse.error(), 'SERVICE_UNAVAILABLE'],
  ])('answer %s → %s', async (_name, answer, outcome) => {
    fakes.server.use(http.post('*/api/v1/login', answer));
    await expect(login('anna.schmidt@example.test', 'Kaffee123')).resolves.toBe(outcome);
  });

  it('sends the CSRF header (the fake rejects a missing one when the cookie is set)', async () => {
    setCookie('XSRF-TOKEN', 'abc');
    await expect(login('anna.schmidt@example.test', 'Kaffee123')).resolves.toBe('SUCCESS');
  });

  it('honours the host-configured CSRF names', async () => {
    setCookie('XSRF-TOKEN', 'abc');
    const { store } = createTestShop({ csrf: { headerName: 'X-Other' } });
    const result = await store.dispatch(shopPartsApi.endpoints.login.initiate({ email: 'anna.schmidt@example.test', password: 'Kaffee123' })).unwrap();
    expect(result).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('login-token renewal', () => {
  it('answers RENEWED (201) near expiry and issues a fresh token', async () => {
    setCookie('LoginToken', loginTokenExpiringIn(60));
    await expect(renew('renewLoginToken')).resolves.toBe('RENEWED');
    expect(decodeTokenClaims(readCookie('LoginToken'))?.exp).toBeGreaterThan(nowInSeconds() + 1700);
  });

  it('answers OK (200) for a token far from expiry', async () => {
    setCookie('LoginToken', loginTokenExpiringIn(1800));
    await expect(renew('renewLoginToken')).resolves.toBe('OK');
  });

  it('answers EXPIRED for a token past its expiry and for garbage', async () => {
    setCookie('LoginToken', loginTokenExpiringIn(-10));
    await expect(renew('renewLoginToken')).resolves.toBe('EXPIRED');
    setCookie('LoginToken', '%%%not-a-token');
    await expect(renew('renewLoginToken')).resolves.toBe('EXPIRED');
  });

  it.each([
    ['500', () => new HttpResponse(null, { status: 500 }), 'SERVER_ERROR'],
    ['a network failure', () => HttpResponse.error(), 'SERVER_ERROR'],
    ['an unexpected 409', () => new HttpResponse(null, { status: 409 }), 'UNKNOWN'],
    ['an unexpected 204', () => new HttpResponse(null, { status: 204 }), 'UNKNOWN'],
  ])('maps %s to %s', async (_name, answer, expected) => {
    fakes.server.use(http.post('*/logintoken/renew', answer));
    await expect(renew('renewLoginToken')).resolves.toBe(expected);
  });

  it('maps a time-out to SERVER_ERROR after 15000 ms', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      fakes.server.use(http.post('*/logintoken/renew', () => new Promise<Response>(() => undefined)));
      let settled = false;
      const outcome = renew('renewLoginToken').finally(() => {
        settled = true;
      });
      await jest.advanceTimersByTimeAsync(14999);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await expect(outcome).resolves.toBe('SERVER_ERROR');
    } finally {
      jest.useRealTimers();
    }
  });

  it('renews a long-term token past its renewal time or without a login id', async () => {
    const now = nowInSeconds();
    setCookie('LongTermToken', encodeFakeToken({ exp: now + 10000, ren: now + 5000, lid: 'C-1001' }));
    await expect(renew('renewLongTermToken')).resolves.toBe('OK');
    setCookie('LongTermToken', encodeFakeToken({ exp: now + 10000, ren: now - 1, lid: 'C-1001' }));
    await expect(renew('renewLongTermToken')).resolves.toBe('RENEWED');
    setCookie('LongTermToken', encodeFakeToken({ exp: now + 10000, ren: now + 5000 }));
    await expect(renew('renewLongTermToken')).resolves.toBe('RENEWED');
    setCookie('LongTermToken', encodeFakeToken({ exp: now - 1, ren: now - 100, lid: 'C-1001' }));
    await expect(renew('renewLongTermToken')).resolves.toBe('EXPIRED');
  });
});
