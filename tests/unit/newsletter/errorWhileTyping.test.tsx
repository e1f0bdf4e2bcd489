import { act, screen } from '@testing-library/react';
import { useFakeServices } from '../../support/fakeServices';
import { blurValidated, renderNewsletter, textFor } from './renderNewsletter';

const t = (key: string) => textFor('DE', `newsletter.${key}`);

useFakeServices();

/** Lets the check after a keystroke (it may load the validation chunk) settle. */
async function typed(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

// The spec validates on blur, not on value update: typing never brings a new error. But an error
// that no longer says what is wrong goes while the shopper corrects the field.
describe('correcting a field whose error shows', () => {
  it('withdraws "Pflichtfeld" once an address is typed, without showing another error before the field is left', async () => {
    const { user } = renderNewsletter();
    const email = screen.getByRole('textbox', { name: t('fields.email') });
    await user.click(email);
    await user.tab();
    await blurValidated();
    expect(screen.getByText(t('validation.emailRequired'))).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'lena@beispiel');
    await typed();
    expect(screen.queryByText(t('validation.emailRequired'))).toBeNull();
    expect(screen.queryByText(t('validation.emailInvalid'))).toBeNull();
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
    // Nothing the visitor typed is lost.
    expect(email).toHaveValue('lena@beispiel');

    // Leaving the field checks it as before.
    await user.tab();
    await blurValidated();
    expect(screen.getByText(t('validation.emailInvalid'))).toBeInTheDocument();
  });

  it('keeps an error while it is still true, and withdraws it when the field is fixed', async () => {
    const { user } = renderNewsletter();
    const email = screen.getByRole('textbox', { name: t('fields.email') });
    await user.type(email, 'lena@beispiel');
    await user.tab();
    await blurValidated();
    expect(screen.getByText(t('validation.emailInvalid'))).toBeInTheDocument();

    await user.type(email, '.d');
    await typed();
    // 'lena@beispiel.d' is still no address: the same error stays.
    expect(screen.getByText(t('validation.emailInvalid'))).toBeInTheDocument();

    await user.type(email, 'e');
    await typed();
    expect(screen.queryByText(t('validation.emailInvalid'))).toBeNull();
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });
});
