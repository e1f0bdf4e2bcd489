import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState } from 'react';
import { Modal, type ModalSize } from '../../../../widgets';
import { renderWithIntl } from '../../../support/renderWithIntl';

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

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithIntl(<Host />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a native dialog opened with showModal(), named by its title', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Versandkosten' });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(dialog).toHaveAttribute('open');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    // A native modal dialog is modal by itself; aria-modal would only repeat it.
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(dialog.parentElement).toBe(document.body);
    expect(screen.getByRole('heading', { name: 'Versandkosten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    showModal.mockRestore();
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

  it('closes on Esc and returns focus to the opener', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('answers the dialog cancel event with onClose and leaves closing to its owner', async () => {
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

  it('closes the dialog element when its owner closes it, and tells nobody twice', async () => {
    const onClose = jest.fn();
    const view = renderWithIntl(<Modal open onClose={onClose} title="Titel" />);
    const dialog = screen.getByRole('dialog', { name: 'Titel' });
    if (!(dialog instanceof HTMLDialogElement)) throw new Error('not a <dialog>');
    const close = jest.spyOn(dialog, 'close');
    view.rerender(<Modal open={false} onClose={onClose} title="Titel" />);
    expect(close).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open under StrictMode (the effect runs, is cleaned up and runs again on the same dialog)', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { opener } = await openModal(
      <StrictMode>
        <Host />
      </StrictMode>,
    );
    // The first run's close() queues a `close` event; it must not close the dialog opened again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(showModal).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog', { name: 'Versandkosten' })).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveFocus();
    showModal.mockRestore();
    await userEvent.setup().keyboard('{Escape}');
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

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const { user } = await openModal();
    await user.click(screen.getByText('Ab 40 € versandkostenfrei.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The panel fills the dialog, so a click on the dialog element itself is on its ::backdrop.
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
});
