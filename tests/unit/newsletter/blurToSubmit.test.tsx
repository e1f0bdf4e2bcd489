import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useFakeServices } from '../../support/fakeServices';
import { blurValidated, renderNewsletter, textFor } from './renderNewsletter';

const t = (site: 'DE', key: string) => textFor(site, `newsletter.${key}`);

const fakes = useFakeServices();

/** The form as a host renders it, with its e-mail field and submit button. */
function renderForm() {
  const rendered = renderNewsletter();
  return {
    ...rendered,
    email: screen.getByRole('textbox', { name: t('DE', 'fields.email') }),
    submit: screen.getByRole('button', { name: t('DE', 'form.submit') }),
  };
}

// An error text appearing above a button between mouse down and mouse up would move the
// button away and lose the click, so leaving a field for a button does not validate.
describe('leaving a field', () => {
  it('does not validate when the focus goes to the submit button', async () => {
    const { email, submit } = renderForm();
    fireEvent.change(email, { target: { value: 'lena@example' } });
    fireEvent.blur(email, { relatedTarget: submit });
    await blurValidated();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(t('DE', 'validation.emailInvalid'))).toBeNull();
  });

  it('holds the check while a pointer presses another button (a toggle, a footer panel below), and runs it once the press ends', async () => {
    const { email } = renderForm();
    fireEvent.change(email, { target: { value: 'lena@example' } });
    const panelButton = document.body.appendChild(document.createElement('button'));
    fireEvent.pointerDown(panelButton);
    fireEvent.blur(email, { relatedTarget: panelButton });
    await blurValidated();
    expect(email).not.toHaveAttribute('aria-invalid');
    fireEvent.pointerUp(panelButton);
    fireEvent.click(panelButton);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    panelButton.remove();
  });

  it('validates when the keyboard moves the focus to another button', async () => {
    const { email } = renderForm();
    fireEvent.change(email, { target: { value: 'lena@example' } });
    const panelButton = document.body.appendChild(document.createElement('button'));
    // A click somewhere earlier, then Tab.
    fireEvent.pointerDown(panelButton);
    fireEvent.pointerUp(panelButton);
    fireEvent.keyDown(email, { key: 'Tab' });
    fireEvent.blur(email, { relatedTarget: panelButton });
    await blurValidated();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    panelButton.remove();
  });

  it('validates when the focus goes to another field', async () => {
    const { email } = renderForm();
    const firstName = screen.getAllByRole('textbox')[1] as HTMLElement;
    fireEvent.change(email, { target: { value: 'lena@example' } });
    fireEvent.blur(email, { relatedTarget: firstName });
    await blurValidated();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets a click on submit through, which then checks every field', async () => {
    const { user, email } = renderForm();
    await user.type(email, 'lena@example');
    await user.click(screen.getByRole('button', { name: t('DE', 'form.submit') }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining(t('DE', 'validation.emailInvalid')));
  });
});

/**
 * Safari on macOS and iOS does not focus a clicked button: pressing the submit button blurs the
 * field with relatedTarget null and leaves the focus on the page. Nothing above the button may
 * change between mouse down and mouse up (it would move the button and the click would be lost),
 * and the guard against a second sign-up must hold without the button's focus.
 */
describe('a click on submit in Safari (the button takes no focus)', () => {
  const SUBSCRIBE = 'POST /service/newsletter/api/internal/newsletter-subscribers';

  /** Mouse down on the button: the field loses the focus to nothing, as in Safari. */
  async function pressWithoutFocus(field: HTMLElement, button: HTMLElement): Promise<void> {
    fireEvent.pointerDown(button);
    fireEvent.mouseDown(button);
    act(() => field.blur());
    // Frames pass while the mouse is down.
    await blurValidated();
    await blurValidated();
  }

  function release(button: HTMLElement): void {
    fireEvent.pointerUp(button);
    fireEvent.mouseUp(button);
    fireEvent.click(button);
  }

  it('shows no new error between mouse down and up; the click then submits and checks every field', async () => {
    const { email, submit } = renderForm();
    act(() => email.focus());
    fireEvent.change(email, { target: { value: 'lena@example' } });
    await pressWithoutFocus(email, submit);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(t('DE', 'validation.emailInvalid'))).toBeNull();
    expect(submit).not.toHaveFocus();

    release(submit);
    // The click was not lost: the submit ran, announced the first error (with its hint) and checked the field.
    const announcement = await screen.findByText(`${t('DE', 'validation.emailInvalid')} ${t('DE', 'errorHint.emailInvalid')}`, { selector: '[role="status"] span' });
    expect(announcement).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  });

  it('withdraws a shown error while the address is corrected, not during the press, then sends the corrected address once', async () => {
    const { user, email, submit } = renderForm();
    await user.type(email, 'lena@example');
    await user.tab();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await user.clear(email);
    await user.type(email, 'lena@example.test');
    // The stale error went while typing, before the pointer came down on the button.
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));

    await pressWithoutFocus(email, submit);
    // Nothing above the button changes between mouse down and up.
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(t('DE', 'validation.emailInvalid'))).toBeNull();

    release(submit);
    // A double click: the second click lands while the first is being checked.
    fireEvent.click(submit);
    await screen.findByText(t('DE', 'success.title'));
    expect(fakes.db.calls.filter((call) => call === SUBSCRIBE)).toHaveLength(1);
  });

  it('a double click without focus sends one request', async () => {
    const { email, submit } = renderForm();
    act(() => email.focus());
    fireEvent.change(email, { target: { value: 'lena@example.test' } });
    await pressWithoutFocus(email, submit);
    release(submit);
    fireEvent.pointerDown(submit);
    release(submit);
    await screen.findByText(t('DE', 'success.title'));
    expect(fakes.db.calls.filter((call) => call === SUBSCRIBE)).toHaveLength(1);
  });

  it('Enter twice in the field sends one request', async () => {
    const { user, email } = renderForm();
    await user.type(email, 'lena@example.test{Enter}{Enter}');
    await screen.findByText(t('DE', 'success.title'));
    expect(fakes.db.calls.filter((call) => call === SUBSCRIBE)).toHaveLength(1);
  });
});
