import { fireEvent, screen } from '@testing-library/react';
import { useFakeServices } from '../../support/fakeServices';
import { renderNewsletter, textFor } from './renderNewsletter';

const t = (site: 'DE', key: string) => textFor(site, `newsletter.${key}`);

useFakeServices();

// An error text appearing above the button between mouse down and mouse up would move the
// button away and lose the click, so leaving a field for the submit button does not validate.
describe('leaving a field', () => {
  it('does not validate when the focus goes to the submit button', () => {
    renderNewsletter();
    const email = screen.getByRole('textbox', { name: t('DE', 'fields.email') });
    const submit = screen.getByRole('button', { name: t('DE', 'form.submit') });
    fireEvent.change(email, { target: { value: 'lena@example' } });
    fireEvent.blur(email, { relatedTarget: submit });
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(t('DE', 'validation.emailInvalid'))).toBeNull();
  });

  it('validates when the focus goes anywhere else', () => {
    renderNewsletter();
    const email = screen.getByRole('textbox', { name: t('DE', 'fields.email') });
    const firstName = screen.getAllByRole('textbox')[1] as HTMLElement;
    fireEvent.change(email, { target: { value: 'lena@example' } });
    fireEvent.blur(email, { relatedTarget: firstName });
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets a click on submit through, which then checks every field', async () => {
    const { user } = renderNewsletter();
    const email = screen.getByRole('textbox', { name: t('DE', 'fields.email') });
    await user.type(email, 'lena@example');
    await user.click(screen.getByRole('button', { name: t('DE', 'form.submit') }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining(t('DE', 'validation.emailInvalid')));
  });
});
