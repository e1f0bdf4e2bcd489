import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPY_CONFIRMATION_MS, CopyCode } from '../../../../widgets';
import { renderWithIntl } from '../../../support/renderWithIntl';

/**
 * user-event puts a clipboard stub on navigator, but its readText cannot read Node's Blob under
 * jest-fixed-jsdom; a plain mock records what was written instead.
 */
function mockClipboard(clipboard: unknown) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
}
function setUpWithClipboard(options?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(options);
  const writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
  mockClipboard({ writeText });
  return { user, writeText };
}

afterEach(() => {
  delete (navigator as { clipboard?: unknown }).clipboard;
});

describe('CopyCode', () => {
  it('shows the code and a "Code kopieren" button', () => {
    renderWithIntl(<CopyCode code="WELCOME10" />);
    expect(screen.getByText('WELCOME10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Code kopieren' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('copies the code, then shows and politely announces "Code kopiert"', async () => {
    const { user, writeText } = setUpWithClipboard();
    const onCopy = jest.fn();
    renderWithIntl(<CopyCode code="WELCOME10" onCopy={onCopy} />);
    await user.click(screen.getByRole('button', { name: 'Code kopieren' }));
    expect(await screen.findByRole('button', { name: 'Code kopiert' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('WELCOME10');
    expect(screen.getByRole('status')).toHaveTextContent('Code kopiert');
    expect(onCopy).toHaveBeenCalledWith('copied');
  });

  it('reads "Code kopieren" again after three seconds', async () => {
    jest.useFakeTimers();
    try {
      const { user } = setUpWithClipboard({ advanceTimers: jest.advanceTimersByTime });
      renderWithIntl(<CopyCode code="ABC" />);
      await user.click(screen.getByRole('button', { name: 'Code kopieren' }));
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('button', { name: 'Code kopiert' })).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(COPY_CONFIRMATION_MS - 1));
      expect(screen.getByRole('button', { name: 'Code kopiert' })).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('button', { name: 'Code kopieren' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });

  it('works from the keyboard', async () => {
    const { user, writeText } = setUpWithClipboard();
    renderWithIntl(<CopyCode code="KEY42" />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Code kopiert' })).toHaveFocus();
    expect(writeText).toHaveBeenCalledWith('KEY42');
  });

  describe('without a usable clipboard', () => {
    it.each([
      ['no Clipboard API', undefined],
      ['a refused write', { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) }],
    ])('with %s it selects the code and asks the visitor to copy it', async (_case, clipboard) => {
      const user = userEvent.setup();
      mockClipboard(clipboard);
      const onCopy = jest.fn();
      renderWithIntl(<CopyCode code="WELCOME10" onCopy={onCopy} />);
      await user.click(screen.getByRole('button', { name: 'Code kopieren' }));
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent('Der Code konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn selbst.'),
      );
      expect(screen.getByRole('button', { name: 'Code kopieren' })).toBeInTheDocument();
      expect(window.getSelection()?.toString()).toBe('WELCOME10');
      expect(onCopy).toHaveBeenCalledWith('unavailable');
    });
  });
});
