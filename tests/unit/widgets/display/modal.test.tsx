import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
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

  it('is a modal dialog named by its title', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Versandkosten' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Versandkosten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
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

  it('holds focus: Tab and Shift+Tab cycle through its controls only', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Schließen' });
    const link = screen.getByRole('link', { name: 'AGB' });
    const cancel = screen.getByRole('button', { name: 'Abbrechen' });
    expect(link).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('closes on Esc and returns focus to the opener', async () => {
    const { user, opener } = await openModal();
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

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const { user } = await openModal();
    await user.click(screen.getByText('Ab 40 € versandkostenfrei.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('makes the rest of the page inert while open and restores it after', async () => {
    const outside = document.createElement('div');
    outside.textContent = 'Seiteninhalt';
    document.body.append(outside);
    const alreadyInert = document.createElement('div');
    alreadyInert.setAttribute('inert', '');
    document.body.append(alreadyInert);
    try {
      const { user, view } = await openModal();
      const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
      expect(backdrop.parentElement).toBe(document.body);
      expect(outside).toHaveAttribute('inert');
      expect(view.container).toHaveAttribute('inert');
      expect(backdrop).not.toHaveAttribute('inert');
      await user.keyboard('{Escape}');
      expect(outside).not.toHaveAttribute('inert');
      expect(view.container).not.toHaveAttribute('inert');
      expect(alreadyInert).toHaveAttribute('inert');
    } finally {
      outside.remove();
      alreadyInert.remove();
    }
  });

  it('does not close on Esc pressed inside a control that handles Esc itself', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithIntl(
      <Modal open onClose={onClose} title="Titel">
        <input aria-label="Feld" onKeyDown={(event) => event.key === 'Escape' && event.stopPropagation()} />
      </Modal>,
    );
    expect(screen.getByRole('textbox', { name: 'Feld' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
