import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { shopPartsApi } from '../../../api';
import { useFakeServices } from '../../support/fakeServices';
import { loginTokenExpiringIn, setCookie } from '../../support/cookies';
import { renderNewsletter, withoutPromotion } from './renderNewsletter';

const fakes = useFakeServices();
const BASE_DATA = 'GET /service/newsletter/api/private/customers/base-data';
const PSDATA = 'GET /service/customerfrontenddata/api/v1/psdata';

function answerBaseData(data: Record<string, unknown>) {
  fakes.server.use(http.get('*/customers/base-data', () => HttpResponse.json(data)));
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('without a LoginToken cookie', () => {
  it('prefills once the customer logs in elsewhere and the page is read again (the tab gets focus)', async () => {
    const { store } = renderNewsletter();
    expect(store.getState().shopPartsPage.loginCookie).toBe(false);
    setCookie('LoginToken', loginTokenExpiringIn(1800));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(store.getState().shopPartsPage.loginCookie).toBe(true);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('anna.schmidt@example.test'));
    expect(screen.getByRole('textbox', { name: 'Vorname (optional)' })).toHaveValue('Anna');
    expect(withoutPromotion(fakes.db.calls)).toEqual([PSDATA, BASE_DATA]);
  });

  it('asks for no customer data and shows only the e-mail field until it is touched', async () => {
    const { user, store } = renderNewsletter();
    expect(screen.queryByTestId('newsletter-extended')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Vorname/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }));
    expect(screen.getByRole('textbox', { name: 'Vorname (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Anrede (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /personalisierte Angebote/ })).toBeInTheDocument();
    expect(store.getState().shopPartsPage.loginCookie).toBe(false);
    expect(withoutPromotion(fakes.db.calls)).toEqual([]);
  });
});

describe('with a LoginToken cookie', () => {
  let token = '';
  beforeEach(() => {
    token = loginTokenExpiringIn(1800);
    setCookie('LoginToken', token);
  });

  it('prefills the form from the customer base data, sent with X-LoginToken', async () => {
    let header: string | null = null;
    fakes.server.use(
      http.get('*/customers/base-data', ({ request }) => {
        header = request.headers.get('X-LoginToken');
        return undefined; // falls through to the stateful fake
      }),
    );
    const { store } = renderNewsletter();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('anna.schmidt@example.test'));
    expect(header).toBe(token);
    expect(screen.getByRole('combobox', { name: 'Anrede (optional)' })).toHaveValue('MRS');
    expect(screen.getByRole('textbox', { name: 'Vorname (optional)' })).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: 'Nachname (optional)' })).toHaveValue('Schmidt');
    // Asked once, by the parts' flows: psdata first (the form shows for nl_status NONE), then the base data.
    expect(withoutPromotion(fakes.db.calls)).toEqual([PSDATA, BASE_DATA]);
    // The customer is RTK Query's cache entry; the newsletter slice keeps no copy of it.
    expect(shopPartsApi.endpoints.getCustomerBaseData.select()(store.getState()).data).toEqual({
      email: 'anna.schmidt@example.test',
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Schmidt',
      consents: ['DNE'],
    });
    expect(store.getState().shopPartsNewsletter).not.toHaveProperty('prefill');
  });

  it('sends nothing itself: without the parts\' flows running, the form stays empty and no customer data is asked', async () => {
    const { store } = renderNewsletter({ withoutSagas: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fakes.db.calls).toEqual([]);
    expect(shopPartsApi.endpoints.getCustomerBaseData.select()(store.getState()).isUninitialized).toBe(true);
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('');
  });

  it('asks no base data for a customer psdata says is subscribed already (the footer shows no form then)', async () => {
    let psdataAsked = false;
    fakes.server.use(
      http.get('*/psdata', () => {
        psdataAsked = true;
        return HttpResponse.json({ nl_status: 'SUBSCRIBED' });
      }),
    );
    const { store } = renderNewsletter();
    await waitFor(() => expect(shopPartsApi.endpoints.getCustomerFrontendData.select()(store.getState()).isSuccess).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(psdataAsked).toBe(true);
    expect(withoutPromotion(fakes.db.calls)).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('');
  });

  it('hides the personalised-offers box for a customer who holds DNE and strips DNE from the submit', async () => {
    let body: unknown;
    fakes.server.use(
      http.post('*/newsletter-subscribers', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = renderNewsletter();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Vorname (optional)' })).toHaveValue('Anna'));
    expect(screen.queryByRole('checkbox', { name: /personalisierte Angebote/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    await screen.findByText('Vielen Dank für Ihre Newsletter-Anmeldung');
    expect(body).toEqual({
      email: 'anna.schmidt@example.test',
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Schmidt',
      consents: [],
      origin: 'onsite',
      originAddition: 'subsite',
    });
  });

  it('shows the box to a customer without DNE, and sends DNE when ticked', async () => {
    answerBaseData({ email: 'otto@example.test', salutation: 'MR', firstName: 'Otto', lastName: 'Berg', consents: [] });
    const { user } = renderNewsletter();
    await user.click(await screen.findByRole('checkbox', { name: /personalisierte Angebote/ }));
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    await screen.findByText('Vielen Dank für Ihre Newsletter-Anmeldung');
    expect([...fakes.db.subscribers.values()][0]).toMatchObject({ email: 'otto@example.test', consents: ['DNE'] });
  });

  it('never overwrites what the visitor typed before the data arrived', async () => {
    let answer: () => void = () => undefined;
    fakes.server.use(
      http.get('*/customers/base-data', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ email: 'anna.schmidt@example.test', salutation: 'MRS', firstName: 'Anna', lastName: 'Schmidt', consents: [] });
      }),
    );
    const { user } = renderNewsletter();
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'other@example.test');
    answer();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Vorname (optional)' })).toHaveValue('Anna'));
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('other@example.test');
  });

  it('a failed base-data call leaves an ordinary empty form', async () => {
    fakes.server.use(http.get('*/customers/base-data', () => HttpResponse.json({ type: 'x' }, { status: 500 })));
    const { store } = renderNewsletter();
    await waitFor(() => expect(shopPartsApi.endpoints.getCustomerBaseData.select()(store.getState()).isError).toBe(true));
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('');
    expect(screen.queryByTestId('newsletter-extended')).not.toBeInTheDocument();
  });

  describe('disabled when empty (AT, HU, TR)', () => {
    const PARTIAL = { email: 'anna.schmidt@example.test', salutation: '', firstName: 'Anna', lastName: '', consents: [] };

    it.each([
      ['AT', 'Anrede (optional)', 'Vorname (optional)', 'Nachname (optional)', 'Jetzt anmelden'],
      ['HU', 'Megszólítás', 'Keresztnév', 'Vezetéknév', 'Feliratkozom'],
      ['TR', 'Hitap (isteğe bağlı)', 'Ad', 'Soyad', 'Hemen kaydol'],
    ] as const)('%s disables the prefilled customer\'s empty salutation and name, and neither requires nor sends them', async (site, salutation, firstName, lastName, submit) => {
      answerBaseData(PARTIAL);
      let body: unknown;
      fakes.server.use(
        http.post('*/newsletter-subscribers', async ({ request }) => {
          body = await request.json();
          return HttpResponse.json({}, { status: 201 });
        }),
      );
      const { user } = renderNewsletter({ site });
      await waitFor(() => expect(screen.getByRole('textbox', { name: firstName })).toHaveValue('Anna'));
      expect(screen.getByRole('combobox', { name: salutation })).toBeDisabled();
      expect(screen.getByRole('textbox', { name: lastName })).toBeDisabled();
      expect(screen.getByRole('textbox', { name: firstName })).toBeEnabled();
      if (site === 'TR') await user.click(screen.getByRole('checkbox', { name: /Ticari elektronik ileti/ }));
      await user.click(screen.getByRole('button', { name: submit }));
      await waitFor(() => expect(body).toEqual({ email: 'anna.schmidt@example.test', firstName: 'Anna', consents: [], origin: 'onsite', originAddition: 'subsite' }));
    });

    it.each(['DE', 'CH', 'CH_FR', 'CZ', 'SK', 'PL'] as const)('%s keeps them enabled', async (site) => {
      answerBaseData(PARTIAL);
      renderNewsletter({ site });
      await waitFor(() => expect(screen.getAllByRole('textbox')[1]).toHaveValue('Anna'));
      expect(screen.getByRole('combobox')).toBeEnabled();
      expect(screen.getAllByRole('textbox').every((field) => !(field as HTMLInputElement).disabled)).toBe(true);
    });
  });
});
