import { act, screen } from '@testing-library/react';
import { useFakeServices } from '../../support/fakeServices';
import { renderNewsletter, withoutPromotion } from './renderNewsletter';

const fakes = useFakeServices();

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => jest.useRealTimers());

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('after a submit that fails validation', () => {
  it('shows the errors with the next frame, focuses the first invalid field 100 ms after the click and scrolls it to the centre; no request goes out', async () => {
    const { user } = renderNewsletter({ site: 'HU', fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Feliratkozom' }));
    const email = screen.getByRole('textbox', { name: 'E-mail-cím' });
    // The click's own frame stays short: validation waits until it has painted.
    expect(email).not.toHaveAttribute('aria-invalid');
    await advance(20);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).not.toHaveFocus();
    await advance(79);
    expect(email).not.toHaveFocus();
    await advance(1);
    expect(email).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(email);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(withoutPromotion(fakes.db.calls)).toEqual([]);
  });

  it('focuses the first invalid field in the form order, not the first in the list of rules', async () => {
    const { user } = renderNewsletter({ site: 'HU', fakeTimers: true });
    await user.type(screen.getByRole('textbox', { name: 'E-mail-cím' }), 'lena@example.test');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Megszólítás' }), 'MRS');
    await user.type(screen.getByRole('textbox', { name: 'Vezetéknév' }), 'Berg');
    await user.click(screen.getByRole('button', { name: 'Feliratkozom' }));
    await advance(100);
    expect(screen.getByRole('textbox', { name: 'Keresztnév' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Keresztnév' })).toHaveAccessibleDescription('Hiba: A keresztnév megadása kötelező. Legfeljebb 40 karakter');
  });

  it('TR: the consent box is focused when it is the only thing missing', async () => {
    const { user } = renderNewsletter({ site: 'TR', fakeTimers: true });
    await user.type(screen.getByRole('textbox', { name: 'E-posta adresi' }), 'lena@example.test');
    await user.type(screen.getByRole('textbox', { name: 'Ad' }), 'Lena');
    await user.type(screen.getByRole('textbox', { name: 'Soyad' }), 'Berg');
    await user.click(screen.getByRole('button', { name: 'Hemen kaydol' }));
    await advance(100);
    const consent = screen.getByRole('checkbox', { name: /Ticari elektronik ileti/ });
    expect(consent).toHaveFocus();
    expect(consent).toHaveAccessibleDescription('Hata: E-bülten üyesi olmak için lütfen ticari elektronik ileti onayınızı veriniz.');
  });

  it('an invalid address from the server moves the focus to the e-mail field too', async () => {
    const { user } = renderNewsletter({ fakeTimers: true });
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await user.type(email, 'lena@invalid.test');
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    await advance(50);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await advance(100);
    expect(email).toHaveFocus();
  });
});
