import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState } from 'react';
import { Modal, type ModalSize } from '../../../../widgets';
import { renderWithIntl } from '../../../support/renderWithIntl';

/*
 * These tests run in unmodified jsdom, as a host's Jest or Vitest suite does: jsdom has
 * HTMLDialogElement and its `open` attribute but no showModal(), show() or close(), so the modal
 * opens non-modally there. What the browser adds to a modal dialog (top layer, inert page, focus
 * kept out of the page, ::backdrop, Esc as a close request) is checked in Chromium
 * (tests/browser/widgetsDisplay.test.ts). The last block gives the dialog a showModal() double to
 * check that the modal path hands those to the platform.
 */

function Host({ size, withControls = true, initialFocus = false }: { size?: ModalSize; withControls?: boolean; initialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button">Davor</button>
      <button type="button" onClick={() => setOpen(true)}>Öffnen</button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Versandkosten"
        size={size}
        initialFocusRef={initialFocus ? cancelRef : undefined}
        footer={withControls ? <button ref={cancelRef} type="button" onClick={() => setOpen(false)}>Abbrechen</button> : undefined}
      >
        <p>Ab 40 € versandkostenfrei.</p>
        {withControls && <a href="#agb">AGB</a>}
      </Modal>
    </>
  );
}

async function openModal(ui = <Host />) {
  const user = userEvent.setup();
  const view = renderWithIntl(ui);
  const opener = screen.getByRole('button', { name: 'Öffnen' });
  await user.click(opener);
  return { user, opener, view };
}

const DIALOG_METHODS = ['showModal', 'show', 'close'] as const;

/** Runs `body` with the dialog methods removed from the prototype (as in jsdom today, and in older engines), then puts back whatever was there. */
async function withoutDialogMethods(body: () => Promise<void>) {
  const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
  const saved = DIALOG_METHODS.map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
  for (const name of DIALOG_METHODS) delete proto[name];
  try {
    await body();
  } finally {
    for (const [name, descriptor] of saved) if (descriptor) Object.defineProperty(proto, name, descriptor);
  }
}

/** Whether a keydown that reached the window had been default-prevented, for each Esc in `act`. */
function escDefaultPrevented() {
  const seen: boolean[] = [];
  const listener = (event: KeyboardEvent) => {
    if (event.key === 'Escape') seen.push(event.defaultPrevented);
  };
  window.addEventListener('keydown', listener);
  return { seen, stop: () => window.removeEventListener('keydown', listener) };
}

describe('Modal where showModal() is missing (jsdom, as in a host test suite)', () => {
  it('renders nothing while closed', () => {
    renderWithIntl(<Host />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens non-modally without an error: open, its content reachable by role, the page still usable, and Esc closes it', async () => {
    await withoutDialogMethods(async () => {
      expect('showModal' in HTMLDialogElement.prototype).toBe(false);
      const { user, opener } = await openModal();
      const dialog = screen.getByRole('dialog', { name: 'Versandkosten' });
      expect(dialog).toBeInstanceOf(HTMLDialogElement);
      expect(dialog).toHaveAttribute('open');
      expect(dialog).toBeVisible();
      // Not claimed as modal: nothing here makes the page behind inert.
      expect(dialog).not.toHaveAttribute('aria-modal');
      expect(dialog.parentElement).toBe(document.body);
      expect(screen.getByRole('heading', { name: 'Versandkosten' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
      expect(screen.getByText('Ab 40 € versandkostenfrei.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'AGB' })).toHaveFocus();
      // Non-modal: a control behind it still takes a click and the focus, and the dialog stays open.
      await user.click(screen.getByRole('button', { name: 'Davor' }));
      expect(screen.getByRole('button', { name: 'Davor' })).toHaveFocus();
      expect(dialog).toHaveAttribute('open');
      // Esc inside it closes it, and the focus goes back to the opener.
      await user.click(screen.getByRole('link', { name: 'AGB' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    });
    // (setupUnit fails the test on any console error or warning, React's included.)
  });

  it.each<[ModalSize | undefined, string]>([
    ['S', 'sp-modal--s'],
    ['M', 'sp-modal--m'],
    ['L', 'sp-modal--l'],
    [undefined, 'sp-modal--m'],
  ])('has size %s', async (size, className) => {
    await openModal(<Host size={size} />);
    expect(screen.getByRole('dialog')).toHaveClass(className);
  });

  it('moves focus to the first control of its content on open', async () => {
    await openModal();
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveFocus();
  });

  it('focuses the close button when the content has no control', async () => {
    await openModal(<Host withControls={false} />);
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
  });

  it('focuses initialFocusRef when given', async () => {
    await openModal(<Host initialFocus />);
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  });

  it('closes on Esc, keeps the Esc from anything after it (default prevented) and returns focus to the opener', async () => {
    const { user, opener } = await openModal();
    const esc = escDefaultPrevented();
    await user.keyboard('{Escape}');
    esc.stop();
    expect(esc.seen).toEqual([true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('calls onClose for an Esc on the dialog element itself and leaves closing to its owner', () => {
    const onClose = jest.fn();
    renderWithIntl(<Modal open onClose={onClose} title="Titel" />);
    const dialog = screen.getByRole('dialog', { name: 'Titel' });
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    // Still open: React's `open` decides.
    expect(dialog).toHaveAttribute('open');
  });

  it('leaves an Esc outside the dialog to the page', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <button type="button">Seite</button>
        <Modal open onClose={onClose} title="Titel" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Seite' }));
    const esc = escDefaultPrevented();
    await user.keyboard('{Escape}');
    esc.stop();
    expect(onClose).not.toHaveBeenCalled();
    expect(esc.seen).toEqual([false]);
  });

  it('does not close on Esc pressed inside a control that handles Esc itself', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithIntl(
      <Modal open onClose={onClose} title="Titel">
        {/* As in browsers, a control keeps Esc from the dialog by preventing its default. */}
        <input aria-label="Feld" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
      </Modal>,
    );
    expect(screen.getByRole('textbox', { name: 'Feld' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('removes the dialog when its owner closes it, and tells nobody', () => {
    const onClose = jest.fn();
    const view = renderWithIntl(<Modal open onClose={onClose} title="Titel" />);
    const dialog = screen.getByRole('dialog', { name: 'Titel' });
    view.rerender(<Modal open={false} onClose={onClose} title="Titel" />);
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open under StrictMode (the effect runs, is cleaned up and runs again on the same dialog)', async () => {
    const { user, opener } = await openModal(
      <StrictMode>
        <Host />
      </StrictMode>,
    );
    expect(screen.getByRole('dialog', { name: 'Versandkosten' })).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveFocus();
    // One Esc, one close: the first run's listener went with its cleanup.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button and returns focus to the opener', async () => {
    const { user, opener } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('opens from the keyboard and returns focus there', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Host />);
    await user.tab();
    await user.tab();
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('closes on a press on the dialog element itself (its ::backdrop when modal), not on one inside', async () => {
    const { user } = await openModal();
    await user.click(screen.getByText('Ab 40 € versandkostenfrei.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The panel fills the dialog, so a press on the dialog element itself is on its ::backdrop.
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Modal where the engine has showModal() (a double here; the real one in tests/browser)', () => {
  let showModal: jest.Mock;
  let close: jest.Mock;

  beforeEach(() => {
    // Enough of the platform for the widget's side: showModal() and close() flip `open`, and the
    // `close` event follows close() a task later, as in browsers.
    showModal = jest.fn(function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    close = jest.fn(function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')), 0);
    });
    Object.defineProperty(HTMLDialogElement.prototype, 'showModal', { value: showModal, configurable: true, writable: true });
    Object.defineProperty(HTMLDialogElement.prototype, 'close', { value: close, configurable: true, writable: true });
  });

  afterEach(() => {
    const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
    delete proto.showModal;
    delete proto.close;
  });

  it('opens with showModal() on its dialog, once', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Versandkosten' });
    expect(dialog).toHaveAttribute('open');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    // A native modal dialog is modal by itself; aria-modal would only repeat it.
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveFocus();
  });

  it('leaves Esc to the browser (its close request arrives as `cancel`)', async () => {
    const { user } = await openModal();
    const esc = escDefaultPrevented();
    await user.keyboard('{Escape}');
    esc.stop();
    expect(esc.seen).toEqual([false]);
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });

  it('answers the dialog cancel event with onClose and leaves closing to its owner', () => {
    const onClose = jest.fn();
    renderWithIntl(<Modal open onClose={onClose} title="Titel" />);
    const dialog = screen.getByRole('dialog', { name: 'Titel' });
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
    // Still open: React's `open` decides.
    expect(dialog).toHaveAttribute('open');
  });

  it('tells its owner when the browser closes it unasked', async () => {
    const onClose = jest.fn();
    renderWithIntl(<Modal open onClose={onClose} title="Titel" />);
    const dialog = screen.getByRole('dialog', { name: 'Titel' });
    // Esc pressed twice without a user activation: a cancel the page may not refuse, then close.
    act(() => {
      dialog.dispatchEvent(new Event('cancel'));
      dialog.removeAttribute('open');
      dialog.dispatchEvent(new Event('close'));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes the dialog element when its owner closes it, and tells nobody', async () => {
    const onClose = jest.fn();
    const view = renderWithIntl(<Modal open onClose={onClose} title="Titel" />);
    const dialog = screen.getByRole('dialog', { name: 'Titel' });
    view.rerender(<Modal open={false} onClose={onClose} title="Titel" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(close).toHaveBeenCalledTimes(1);
    expect(close.mock.contexts[0]).toBe(dialog);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without close() (a host stand-in that adds only showModal) by removing `open`', () => {
    delete (HTMLDialogElement.prototype as unknown as Record<string, unknown>).close;
    const view = renderWithIntl(<Modal open onClose={jest.fn()} title="Titel" />);
    const dialog = screen.getByRole('dialog', { name: 'Titel' });
    expect(() => view.rerender(<Modal open={false} onClose={jest.fn()} title="Titel" />)).not.toThrow();
    expect(dialog).not.toHaveAttribute('open');
  });

  it('stays open under StrictMode (the cleanup close() queues a `close` the dialog opened again ignores)', async () => {
    const { opener } = await openModal(
      <StrictMode>
        <Host />
      </StrictMode>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(showModal).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog', { name: 'Versandkosten' })).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveFocus();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
