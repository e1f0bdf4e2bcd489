import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useFakeServices } from '../../support/fakeServices';
import { blurValidated, renderNewsletter, textFor } from './renderNewsletter';

const t = (site: 'DE', key: string) => textFor(site, `newsletter.${key}`);

useFakeServices();

// An error text appearing above a button between mouse down and mouse up would move the
// button away and lose the click, so leaving a field for a button does not validate.
describe('leaving a field', () => {
  it('does not validate when the focus goes to the submit button', async () => {
    renderNewsletter();
    const email = screen.getByRole('textbox', { name: t('DE', 'fields.email') });
    const submit = screen.getByRole('button', { name: t('DE', 'form.submit') });
    fireEvent.change(email, { target: { value: 'lena@example' } });
    fireEvent.blur(email, { relatedTarget: submit });
    await blurValidated();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(t('DE', 'validation.emailInvalid'))).toBeNull();
  });

  it('does not validate when a click moves the focus to another button (a toggle, a footer panel below)', async () => {
    renderNewsletter();
    const email = screen.getByRole('textbox', { name: t('DE', 'fields.email') });
    fireEvent.change(email, { target: { value: 'lena@example' } });
    const panelButton = document.body.appendChild(document.createElement('button'));
    fireEvent.pointerDown(panelButton);
    fireEvent.blur(email, { relatedTarget: panelButton });
    await blurValidated();
    expect(email).not.toHaveAttribute('aria-invalid');
    panelButton.remove();
  });

  it('validates when the keyboard moves the focus to another button', async () => {
    renderNewsletter();
    const email = screen.getByRole('textbox', { name: t('DE', 'fields.email') });
    fireEvent.change(email, { target: { value: 'lena@example' } });
    const panelButton = document.body.appendChild(document.createElement('button'));
    fireEvent.pointerDown(panelButton);
    fireEvent.keyDown(email, { key: 'Tab' });
    fireEvent.blur(email, { relatedTarget: panelButton });
    await blurValidated();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    panelButton.remove();
  });

  it('validates when the focus goes to another field', async () => {
    renderNewsletter();
    const email = screen.getByRole('textbox', { name: t('DE', 'fields.email') });
    const firstName = screen.getAllByRole('textbox')[1] as HTMLElement;
    fireEvent.change(email, { target: { value: 'lena@example' } });
    fireEvent.blur(email, { relatedTarget: firstName });
    await blurValidated();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets a click on submit through, which then checks every field', async () => {
    const { user } = renderNewsletter();
    const email = screen.getByRole('textbox', { name: t('DE', 'fields.email') });
    await user.type(email, 'lena@example');
    await user.click(screen.getByRole('button', { name: t('DE', 'form.submit') }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining(t('DE', 'validation.emailInvalid')));
  });
});
