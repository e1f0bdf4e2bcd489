import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackToTop } from '../../../../widgets';
import { renderWithIntl } from '../../../support/renderWithIntl';

describe('BackToTop', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    scrollTo.mockRestore();
    document.body.removeAttribute('tabindex');
  });

  it('is a button "Nach oben" that scrolls to the top', async () => {
    const user = userEvent.setup();
    renderWithIntl(<BackToTop />);
    await user.click(screen.getByRole('button', { name: 'Nach oben' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('moves focus to the given target, making it focusable', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <h1 id="seitenanfang">Kaffee</h1>
        <p>Inhalt</p>
        <BackToTop targetId="seitenanfang" />
      </>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { name: 'Kaffee' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('moves focus to the body without a target, or when the target is missing', async () => {
    const user = userEvent.setup();
    renderWithIntl(<BackToTop targetId="gibt-es-nicht" />);
    await user.click(screen.getByRole('button', { name: 'Nach oben' }));
    expect(document.body).toHaveFocus();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    const user = userEvent.setup();
    const matchMedia = jest.fn().mockReturnValue({ matches: true });
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    try {
      renderWithIntl(<BackToTop />);
      await user.click(screen.getByRole('button', { name: 'Nach oben' }));
      expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});
