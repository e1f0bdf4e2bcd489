import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, BUTTON_VARIANTS } from '../../../../widgets/form';
import { renderWithIntl } from '../../../support/renderWithIntl';

describe('Button', () => {
  it('renders a button of type "button" by default, primary variant', () => {
    renderWithIntl(<Button>In den Warenkorb</Button>);
    const button = screen.getByRole('button', { name: 'In den Warenkorb' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('sp-button', 'sp-button--primary');
  });

  it('lets the type be overridden', () => {
    renderWithIntl(<Button type="submit">Anmelden</Button>);
    expect(screen.getByRole('button', { name: 'Anmelden' })).toHaveAttribute('type', 'submit');
  });

  it.each(BUTTON_VARIANTS)('renders the %s variant', (variant) => {
    renderWithIntl(<Button variant={variant}>Los</Button>);
    expect(screen.getByRole('button', { name: 'Los' })).toHaveClass(`sp-button--${variant}`);
  });

  it('falls back to primary for an unknown variant (e.g. a typo in CMS content)', () => {
    renderWithIntl(<Button variant="shiny">Los</Button>);
    const button = screen.getByRole('button', { name: 'Los' });
    expect(button).toHaveClass('sp-button--primary');
    expect(button).not.toHaveClass('sp-button--shiny');
  });

  it('renders a link when given a link target', () => {
    renderWithIntl(<Button href="/angebote" variant="sale">Zu den Angeboten</Button>);
    const link = screen.getByRole('link', { name: 'Zu den Angeboten' });
    expect(link).toHaveAttribute('href', '/angebote');
    expect(link).toHaveClass('sp-button--sale');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a new window opens and sets a safe rel for target _blank', () => {
    renderWithIntl(<Button href="https://example.test" target="_blank">Partner</Button>);
    const link = screen.getByRole('link', { name: 'Partner (öffnet in einem neuen Fenster)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('always renders a disabled one as a plain disabled button, even with href', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithIntl(<Button href="/angebote" disabled onClick={onClick}>Zu den Angeboten</Button>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Zu den Angeboten' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('href');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is operated by keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithIntl(<Button onClick={onClick}>Merken</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Merken' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('passes aria attributes through', () => {
    renderWithIntl(<Button aria-label="Schließen" fullWidth>×</Button>);
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveClass('sp-button--full-width');
  });
});
