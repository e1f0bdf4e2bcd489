import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { localeForSite } from '../../../config';
import { selectNewsletterResult, selectSubmitting } from '../../../features/newsletter';
import { SignUpForm } from '../../../features/newsletter/components/SignUpForm';
import { createTestShop, TestShopProvider } from '../../../src/testing';
import { PartsScope } from '../../../store';
import { useFakeServices } from '../../support/fakeServices';
import { CATALOGUES } from '../../support/renderWithIntl';
import { blurValidated, renderNewsletter, withoutPromotion } from './renderNewsletter';

const fakes = useFakeServices();
const SUBSCRIBE = 'POST /service/newsletter/api/internal/newsletter-subscribers';

function emailField() {
  return screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
}
function submitButton() {
  return screen.getByRole('button', { name: /Jetzt anmelden/ });
}

/** Fills the form as a visitor does: e-mail first (which shows the other fields), then the rest. */
async function fillForm(user: ReturnType<typeof renderNewsletter>['user'], email: string) {
  await user.type(emailField(), email);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Anrede (optional)' }), 'MRS');
  await user.type(screen.getByRole('textbox', { name: 'Vorname (optional)' }), 'Lena');
  await user.type(screen.getByRole('textbox', { name: 'Nachname (optional)' }), 'Berg');
  await user.click(screen.getByRole('checkbox', { name: /personalisierte Angebote/ }));
}

/** Records the create-subscriber request body while answering as the fakes would. */
function captureBody(): { body: unknown } {
  const captured: { body: unknown } = { body: undefined };
  fakes.server.use(
    http.post('*/newsletter-subscribers', async ({ request }) => {
      captured.body = await request.json();
      return HttpResponse.json({ subscriberToken: 't' }, { status: 201 });
    }),
  );
  return captured;
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('a successful sign-up', () => {
  it('hides the form, shows and announces the thank-you naming the address, scrolled into view', async () => {
    const { user } = renderNewsletter();
    await fillForm(user, 'lena@example.test');
    await user.click(submitButton());

    const status = await screen.findByRole('status');
    await within(status).findByText('Vielen Dank für Ihre Newsletter-Anmeldung');
    expect(status).toHaveTextContent('Wir haben Ihnen eine E-Mail an lena@example.test geschickt.');
    expect(screen.queryByRole('textbox', { name: 'E-Mail-Adresse' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('newsletter-success')).toHaveFocus());
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect([...fakes.db.subscribers.values()]).toEqual([
      expect.objectContaining({ email: 'lena@example.test', salutation: 'MRS', firstName: 'Lena', lastName: 'Berg', consents: ['DNE'] }),
    ]);
  });

  it('does not scroll when scrollToSuccess is false', async () => {
    const { user } = renderNewsletter({ props: { scrollToSuccess: false } });
    await user.type(emailField(), 'lena@example.test');
    await user.click(submitButton());
    await screen.findByText('Vielen Dank für Ihre Newsletter-Anmeldung');
    // The focus moves after the next paint, in the same step the scroll would have happened.
    await waitFor(() => expect(screen.getByTestId('newsletter-success')).toHaveFocus());
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('sends the create-subscriber body with the default origins and without empty names', async () => {
    const captured = captureBody();
    const { user } = renderNewsletter();
    await user.type(emailField(), '  lena@example.test ');
    await user.type(screen.getByRole('textbox', { name: 'Nachname (optional)' }), 'Berg');
    await user.click(submitButton());
    await screen.findByText('Vielen Dank für Ihre Newsletter-Anmeldung');
    expect(captured.body).toEqual({ email: 'lena@example.test', lastName: 'Berg', consents: [], origin: 'onsite', originAddition: 'subsite' });
  });

  it('sends the origin props and pushes the sign_up event with them', async () => {
    const captured = captureBody();
    const { user, analytics } = renderNewsletter({ props: { origin: 'footer', originAddition: 'home' } });
    await user.type(emailField(), 'lena@example.test');
    await user.click(submitButton());
    await screen.findByText('Vielen Dank für Ihre Newsletter-Anmeldung');
    expect(captured.body).toMatchObject({ origin: 'footer', originAddition: 'home' });
    expect(analytics).toHaveBeenCalledTimes(1);
    expect(analytics).toHaveBeenCalledWith({ event: 'sign_up', subject: 'newsletter', origin: 'footer:home', type: 'ga4' });
  });

  it('pushes the analytics event with onsite:subsite by default, emits the success event and names the address', async () => {
    const onSuccess = jest.fn();
    const { user, analytics, store } = renderNewsletter({ props: { onSuccess } });
    expect(selectNewsletterResult(store.getState())).toBeNull();
    await user.type(emailField(), 'lena@example.test');
    await user.click(submitButton());
    await screen.findByText('Vielen Dank für Ihre Newsletter-Anmeldung');
    expect(analytics).toHaveBeenCalledWith({ event: 'sign_up', subject: 'newsletter', origin: 'onsite:subsite', type: 'ga4' });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(selectNewsletterResult(store.getState())).toBe('SUCCESS');
    expect(selectSubmitting(store.getState())).toBe(false);
    expect(store.getState().shopPartsNewsletter.confirmedEmail).toBe('lena@example.test');
  });
});

describe('the e-mail field holds what is typed until blur or submit', () => {
  it('Enter in the e-mail field sends the address as typed, without a blur first', async () => {
    const captured = captureBody();
    const { user } = renderNewsletter();
    await user.type(emailField(), 'lena.berg@example.test{Enter}');
    await screen.findByText('Vielen Dank für Ihre Newsletter-Anmeldung');
    expect(captured.body).toMatchObject({ email: 'lena.berg@example.test' });
  });

  it('Enter in a name field sends the name as typed, without a blur first', async () => {
    const captured = captureBody();
    const { user } = renderNewsletter();
    await user.type(emailField(), 'lena.berg@example.test');
    await user.type(screen.getByRole('textbox', { name: 'Nachname (optional)' }), 'Berg-Lind{Enter}');
    await screen.findByText('Vielen Dank für Ihre Newsletter-Anmeldung');
    expect(captured.body).toMatchObject({ email: 'lena.berg@example.test', lastName: 'Berg-Lind' });
  });

  it('a keystroke renders nothing once the fields are shown; the blur reads and checks the address', async () => {
    let commits = 0;
    const { user } = renderNewsletter({ onRender: () => { commits += 1; } });
    await user.click(emailField());
    await screen.findByRole('heading', { name: 'Rechtliche Hinweise zum Newsletter' });
    const before = commits;
    await user.type(emailField(), 'lena.berg@example');
    expect(emailField()).toHaveValue('lena.berg@example');
    expect(commits).toBe(before);
    await user.tab();
    expect(await screen.findByText(/gültige E-Mail-Adresse/)).toBeInTheDocument();
    expect(emailField()).toHaveValue('lena.berg@example');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('blur', () => {
  it('leaving a field whose check finds nothing new renders nothing', async () => {
    let commits = 0;
    const { user } = renderNewsletter({ onRender: () => { commits += 1; } });
    const firstName = () => screen.getByRole('textbox', { name: 'Vorname (optional)' });
    const lastName = () => screen.getByRole('textbox', { name: 'Nachname (optional)' });
    await user.click(emailField());
    await screen.findByRole('heading', { name: 'Rechtliche Hinweise zum Newsletter' });
    await user.click(firstName());
    await blurValidated(); // the e-mail field's check, left empty: a new error
    // React may render once more before it bails out of an unchanged state (its documented behaviour).
    await user.click(lastName());
    await blurValidated();
    const before = commits;
    for (const field of [firstName, lastName, firstName]) {
      await user.click(field());
      await blurValidated();
    }
    expect(commits).toBe(before);
  });

  it('pressing the submit button renders nothing before the submit itself (the click paints first)', async () => {
    let commits = 0;
    const { user } = renderNewsletter({ onRender: () => { commits += 1; } });
    await user.click(emailField());
    await screen.findByRole('heading', { name: 'Rechtliche Hinweise zum Newsletter' });
    await user.type(emailField(), 'lena.berg@example.test');
    const before = commits;
    await user.pointer({ keys: '[MouseLeft>]', target: submitButton() });
    expect(submitButton()).toHaveFocus();
    expect(commits).toBe(before);
    await user.pointer({ keys: '[/MouseLeft]', target: submitButton() });
    await screen.findByText('Vielen Dank für Ihre Newsletter-Anmeldung');
  });
});

describe('a failed sign-up', () => {
  it('ERROR_GENERIC keeps the form with every typed value and announces the technical-error bar', async () => {
    const onSuccess = jest.fn();
    const { user, analytics, store } = renderNewsletter({ props: { onSuccess } });
    await fillForm(user, 'lena@error.test');
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später erneut.');
    expect(emailField()).toHaveValue('lena@error.test');
    expect(screen.getByRole('combobox', { name: 'Anrede (optional)' })).toHaveValue('MRS');
    expect(screen.getByRole('textbox', { name: 'Vorname (optional)' })).toHaveValue('Lena');
    expect(screen.getByRole('textbox', { name: 'Nachname (optional)' })).toHaveValue('Berg');
    expect(screen.getByRole('checkbox', { name: /personalisierte Angebote/ })).toBeChecked();
    expect(emailField()).not.toHaveAttribute('aria-invalid');
    expect(analytics).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(selectNewsletterResult(store.getState())).toBe('ERROR_GENERIC');
  });

  it('a repeated failure puts up a new bar (announced again); a later try can succeed', async () => {
    const { user } = renderNewsletter();
    await user.type(emailField(), 'lena@error.test');
    await user.click(submitButton());
    const first = await screen.findByRole('alert');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.clear(emailField());
    await user.type(emailField(), 'lena@example.test');
    await user.click(submitButton());
    await screen.findByText('Vielen Dank für Ihre Newsletter-Anmeldung');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ERROR_INVALID_EMAIL shows only the e-mail field error, tied to the field, and no bar', async () => {
    const { user, analytics } = renderNewsletter();
    await fillForm(user, 'lena@invalid.test');
    await user.click(submitButton());

    await waitFor(() => expect(emailField()).toHaveAttribute('aria-invalid', 'true'));
    expect(emailField()).toHaveAccessibleDescription('Fehler: Bitte geben Sie eine gültige E-Mail-Adresse ein. Zum Beispiel: name@beispiel.de');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Vorname (optional)' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Vorname (optional)' })).toHaveValue('Lena');
    expect(analytics).not.toHaveBeenCalled();
  });

  it.each([
    ['a non-JSON error page', () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })],
    ['an unknown error type', () => HttpResponse.json({ type: 'urn:newsletter:something_new' }, { status: 400 })],
    ['a network failure', () => HttpResponse.error()],
  ])('%s shows the technical-error bar and keeps the input', async (_name, answer) => {
    fakes.server.use(http.post('*/newsletter-subscribers', answer));
    const { user } = renderNewsletter();
    await user.type(emailField(), 'lena@example.test');
    await user.click(submitButton());
    await screen.findByRole('alert');
    expect(emailField()).toHaveValue('lena@example.test');
  });
});

describe('while a request is out', () => {
  it('the button is busy and a second press sends nothing', async () => {
    let release: () => void = () => undefined;
    fakes.server.use(
      http.post('*/newsletter-subscribers', async () => {
        fakes.db.calls.push(SUBSCRIBE);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user } = renderNewsletter();
    await user.type(emailField(), 'lena@example.test');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'true'));
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    expect(submitButton()).toHaveAccessibleName('Jetzt anmelden Ihre Anmeldung wird gesendet…');
    await user.click(submitButton());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fakes.db.calls.filter((call) => call === SUBSCRIBE)).toHaveLength(1));
    await act(async () => release());
    await screen.findByText('Vielen Dank für Ihre Newsletter-Anmeldung');
    expect(fakes.db.calls.filter((call) => call === SUBSCRIBE)).toHaveLength(1);
  });

  it('the last error bar stays in place until the next answer arrives (the page does not shift at the click)', async () => {
    const { user, store } = renderNewsletter();
    await user.type(emailField(), 'lena@error.test');
    await user.click(submitButton());
    const first = await screen.findByRole('alert');
    let release: () => void = () => undefined;
    fakes.server.use(
      http.post('*/newsletter-subscribers', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ type: 'x' }, { status: 500 });
      }),
    );
    await user.click(submitButton());
    await waitFor(() => expect(selectSubmitting(store.getState())).toBe(true));
    // The request's own state holds no result while it is out; the form still shows the last one.
    expect(selectNewsletterResult(store.getState())).toBeNull();
    expect(screen.getByRole('alert')).toBe(first);
    await act(async () => release());
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));
  });

  it('a second press before the request has started (while the click paints) sends nothing more', async () => {
    const { user } = renderNewsletter();
    await user.type(emailField(), 'lena@example.test');
    const form = submitButton().closest('form');
    if (!form) throw new Error('the button is not in a form');
    // Both presses in one task, before the first one's paint: nothing is busy yet.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await screen.findByText('Vielen Dank für Ihre Newsletter-Anmeldung');
    expect(fakes.db.calls.filter((call) => call === SUBSCRIBE)).toHaveLength(1);
  });

  it('after the answer, a press before the thank-you has rendered sends nothing more', async () => {
    // The form alone stays on the page after its success: it stands for the moment on a busy
    // phone between the answer and React's render of the thank-you in its place.
    const shop = createTestShop({ site: 'DE', analytics: jest.fn(), navigate: jest.fn() });
    render(
      <TestShopProvider shop={shop} messages={CATALOGUES[localeForSite('DE')]}>
        <PartsScope>
          <SignUpForm site="DE" customer={null} doiErrorShown={false} labelledBy="heading" />
        </PartsScope>
      </TestShopProvider>,
    );
    fireEvent.change(emailField(), { target: { value: 'lena@example.test' } });
    const form = submitButton().closest('form');
    if (!form) throw new Error('the button is not in a form');
    fireEvent.submit(form);
    await waitFor(() => expect(selectNewsletterResult(shop.store.getState())).toBe('SUCCESS'));
    fireEvent.submit(form);
    // Nothing to wait for when nothing is sent: a second request would leave within a frame and a
    // task (the press's paint, the check, the request), far inside this second.
    await expect(waitFor(() => expect(fakes.db.calls.filter((call) => call === SUBSCRIBE)).toHaveLength(2), { timeout: 1000 })).rejects.toThrow();
    expect(fakes.db.calls.filter((call) => call === SUBSCRIBE)).toHaveLength(1);
  });

  it('a request that passes the 15 s time-out ends in the technical-error bar with the input kept', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { user } = renderNewsletter({ fakeTimers: true });
      await user.type(emailField(), 'lena@slow.test');
      await user.click(submitButton());
      await act(async () => {
        await jest.advanceTimersByTimeAsync(14_999);
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(submitButton()).toHaveAttribute('aria-busy', 'true');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2);
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('Aus technischen Gründen');
      expect(emailField()).toHaveValue('lena@slow.test');
      expect(submitButton()).not.toHaveAttribute('aria-busy');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the honeypot', () => {
  it('is hidden from people: aria-hidden, out of the tab order, no autofill', () => {
    renderNewsletter();
    const trap = screen.getByTestId('newsletter-honeypot');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Bitte lassen Sie dieses Feld leer.' })).not.toBeInTheDocument();
  });

  it('filled: success at once, no call, no analytics', async () => {
    const onSuccess = jest.fn();
    const { user, analytics, store } = renderNewsletter({ props: { onSuccess } });
    await user.type(emailField(), 'bot@example.test');
    await user.type(screen.getByTestId('newsletter-honeypot'), 'http://spam.example');
    await user.click(submitButton());
    expect(await screen.findByText('Vielen Dank für Ihre Newsletter-Anmeldung')).toBeInTheDocument();
    expect(withoutPromotion(fakes.db.calls)).toEqual([]);
    expect(analytics).not.toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(selectNewsletterResult(store.getState())).toBe('SUCCESS');
    expect(store.getState().shopPartsNewsletter.confirmedEmail).toBe('bot@example.test');
  });

  it('filled: success even when the rest of the form is invalid (a bot learns nothing)', async () => {
    const { user } = renderNewsletter();
    await user.type(screen.getByTestId('newsletter-honeypot'), 'x');
    await user.click(submitButton());
    expect(await screen.findByText('Vielen Dank für Ihre Newsletter-Anmeldung')).toBeInTheDocument();
    expect(withoutPromotion(fakes.db.calls)).toEqual([]);
  });
});
