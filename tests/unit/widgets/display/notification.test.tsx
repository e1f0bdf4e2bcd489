import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Notification, normalizeNotificationVariant } from '../../../../widgets';
import { renderWithIntl } from '../../../support/renderWithIntl';

describe('Notification', () => {
  it('announces an error at once (role alert) and names its kind', () => {
    renderWithIntl(<Notification variant="error">Das hat nicht geklappt.</Notification>);
    expect(screen.getByRole('alert')).toHaveTextContent('Fehler: Das hat nicht geklappt.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['success', 'Erfolg'],
    ['information', 'Hinweis'],
    ['warning', 'Warnung'],
  ])('announces a %s notification politely (role status)', (variant, kind) => {
    renderWithIntl(<Notification variant={variant}>Text</Notification>);
    expect(screen.getByRole('status')).toHaveTextContent(`${kind}: Text`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('accepts info as an alias of information', () => {
    const { container } = renderWithIntl(<Notification variant="info">Text</Notification>);
    expect(screen.getByRole('status')).toHaveTextContent('Hinweis: Text');
    expect(container.firstChild).toHaveClass('sp-notification--information');
  });

  it('falls back to information for an unknown or missing variant', () => {
    const { container } = renderWithIntl(<Notification variant="fatal">Text</Notification>);
    expect(container.firstChild).toHaveClass('sp-notification--information');
    expect(screen.getByRole('status')).toHaveTextContent('Hinweis: Text');
    expect(normalizeNotificationVariant(undefined)).toBe('information');
    expect(normalizeNotificationVariant('ERROR')).toBe('information');
    expect(normalizeNotificationVariant('warning')).toBe('warning');
  });

  it('shows a close button by default and no pictogram', () => {
    const { container } = renderWithIntl(<Notification variant="success">Gespeichert</Notification>);
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(container.querySelector('.sp-notification__pictogram')).toBeNull();
  });

  it('shows the pictogram on request (decorative) and hides the close button on request', () => {
    const { container } = renderWithIntl(
      <Notification variant="warning" pictogram closable={false} title="Achtung">
        Text
      </Notification>,
    );
    const pictogram = container.querySelector('.sp-notification__pictogram');
    expect(pictogram).not.toBeNull();
    expect(pictogram).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Achtung')).toBeInTheDocument();
  });

  it('closes itself and emits onClose when the close button is pressed', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithIntl(<Notification variant="error" onClose={onClose}>Fehlertext</Notification>);
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Fehlertext')).not.toBeInTheDocument();
  });

  it('can be closed with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Notification>Hinweistext</Notification>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Hinweistext')).not.toBeInTheDocument();
  });

  it('shows only while open when controlled: the close button emits, the caller hides', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { rerender } = renderWithIntl(<Notification open onClose={onClose}>Text</Notification>);
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Text')).toBeInTheDocument();
    rerender(<Notification open={false} onClose={onClose}>Text</Notification>);
    expect(screen.queryByText('Text')).not.toBeInTheDocument();
  });

  it('opens again when its controller opens it', async () => {
    const user = userEvent.setup();
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>Zeigen</button>
          <Notification open={open} onClose={() => setOpen(false)}>Text</Notification>
        </>
      );
    }
    renderWithIntl(<Host />);
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByText('Text')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zeigen' }));
    expect(screen.getByText('Text')).toBeInTheDocument();
  });

  it.each([
    ['the next control after it', true],
    ['the last control before it when none follows', false],
  ])('moves focus on close to %s, not to <body>', async (_name, withNext) => {
    const user = userEvent.setup();
    renderWithIntl(
      <div>
        <button type="button">Vorher</button>
        <Notification variant="success">Gespeichert.</Notification>
        {withNext && <button type="button">Weiter</button>}
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: withNext ? 'Weiter' : 'Vorher' })).toHaveFocus();
  });
});
