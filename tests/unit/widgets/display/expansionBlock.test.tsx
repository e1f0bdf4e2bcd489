import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExpansionBlock, type ExpansionBlockProps } from '../../../../widgets';
import { renderWithIntl } from '../../../support/renderWithIntl';

/** A ResizeObserver the test drives: `resizeTo(px)` gives every observed element that height. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  readonly observed: HTMLElement[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: HTMLElement) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.observed.length = 0;
  }
  static resizeTo(height: number) {
    for (const observer of FakeResizeObserver.instances) {
      for (const element of observer.observed) Object.defineProperty(element, 'scrollHeight', { configurable: true, value: height });
      // The callback's arguments are not read by the widget; it measures the element itself.
      observer.callback([], observer);
    }
  }
}

const text = 'Kaffee aus nachhaltigem Anbau, schonend geröstet.';
const renderBlock = (props: Partial<ExpansionBlockProps> = {}) => renderWithIntl(<ExpansionBlock {...props}>{text}</ExpansionBlock>);
const region = () => screen.getByText(text).parentElement as HTMLElement;

describe('ExpansionBlock', () => {
  describe('measuring with a ResizeObserver', () => {
    beforeEach(() => {
      FakeResizeObserver.instances = [];
      (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
    });
    afterEach(() => {
      delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    });

    it('offers no toggle while the content fits into 96 px, and shows it in full', () => {
      renderBlock();
      act(() => FakeResizeObserver.resizeTo(96));
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(region().style.maxHeight).toBe('');
    });

    it('collapses taller content to 96 px with a "Mehr anzeigen" toggle', () => {
      renderBlock();
      act(() => FakeResizeObserver.resizeTo(200));
      const toggle = screen.getByRole('button', { name: 'Mehr anzeigen' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveAttribute('aria-controls', region().id);
      expect(region().style.maxHeight).toBe('96px');
    });

    it('follows the content as it grows and shrinks', () => {
      renderBlock();
      act(() => FakeResizeObserver.resizeTo(80));
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      act(() => FakeResizeObserver.resizeTo(300));
      expect(screen.getByRole('button', { name: 'Mehr anzeigen' })).toBeInTheDocument();
      act(() => FakeResizeObserver.resizeTo(50));
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it('uses a given collapsed height', () => {
      renderBlock({ collapsedHeight: 60 });
      act(() => FakeResizeObserver.resizeTo(80));
      expect(screen.getByRole('button', { name: 'Mehr anzeigen' })).toBeInTheDocument();
      expect(region().style.maxHeight).toBe('60px');
    });

    it('shows tall content cut, with its toggle, before measuring, and reads no height until the observer reports', () => {
      let reads = 0;
      Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => { reads += 1; return 0; } });
      try {
        renderBlock({ tallContent: true, collapsedHeight: 60 });
        expect(reads).toBe(0);
        expect(screen.getByRole('button', { name: 'Mehr anzeigen' })).toHaveAttribute('aria-expanded', 'false');
        expect(region().style.maxHeight).toBe('60px');
      } finally {
        delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
      }
      act(() => FakeResizeObserver.resizeTo(200));
      expect(region().style.maxHeight).toBe('60px');
      // Content that fits after all shows whole once measured.
      act(() => FakeResizeObserver.resizeTo(40));
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(region().style.maxHeight).toBe('');
    });

    it('measures other content before its first paint', () => {
      let reads = 0;
      Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => { reads += 1; return 0; } });
      try {
        renderBlock();
        expect(reads).toBeGreaterThan(0);
      } finally {
        delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
      }
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('with a given content height', () => {
    it('expands and collapses again with the toggle (mouse and keyboard)', async () => {
      const user = userEvent.setup();
      const onExpandedChange = jest.fn();
      renderBlock({ contentHeight: 200, onExpandedChange });
      await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
      const toggle = screen.getByRole('button', { name: 'Weniger anzeigen' });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(region().style.maxHeight).toBe('');
      expect(toggle).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Mehr anzeigen' })).toHaveAttribute('aria-expanded', 'false');
      await user.keyboard(' ');
      expect(screen.getByRole('button', { name: 'Weniger anzeigen' })).toBeInTheDocument();
      expect(onExpandedChange.mock.calls).toEqual([[true], [false], [true]]);
    });

    it('expands when keyboard focus moves into the collapsed content', async () => {
      const user = userEvent.setup();
      renderWithIntl(
        <ExpansionBlock contentHeight={200}>
          <p>{text}</p>
          <a href="#mehr">Zum Rezept</a>
        </ExpansionBlock>,
      );
      expect(screen.getByRole('button', { name: 'Mehr anzeigen' })).toBeInTheDocument();
      await user.tab();
      expect(screen.getByRole('link', { name: 'Zum Rezept' })).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Weniger anzeigen' })).toHaveAttribute('aria-expanded', 'true');
    });

    it('starts expanded with defaultExpanded', () => {
      renderBlock({ contentHeight: 200, defaultExpanded: true });
      expect(screen.getByRole('button', { name: 'Weniger anzeigen' })).toHaveAttribute('aria-expanded', 'true');
    });

    it('follows a controlled expanded prop', async () => {
      const user = userEvent.setup();
      const onExpandedChange = jest.fn();
      const { rerender } = renderWithIntl(<ExpansionBlock contentHeight={200} expanded={false} onExpandedChange={onExpandedChange}>{text}</ExpansionBlock>);
      await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
      expect(onExpandedChange).toHaveBeenCalledWith(true);
      expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
      rerender(<ExpansionBlock contentHeight={200} expanded onExpandedChange={onExpandedChange}>{text}</ExpansionBlock>);
      expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    });

    it('shows the content in full and no toggle while disabled', () => {
      renderBlock({ contentHeight: 200, disabled: true });
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(region().style.maxHeight).toBe('');
    });

    it('collapses a flexible block when it is disabled, so it comes back collapsed', async () => {
      const user = userEvent.setup();
      const onExpandedChange = jest.fn();
      const { rerender } = renderWithIntl(<ExpansionBlock flexible contentHeight={200} onExpandedChange={onExpandedChange}>{text}</ExpansionBlock>);
      await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
      rerender(<ExpansionBlock flexible disabled contentHeight={200} onExpandedChange={onExpandedChange}>{text}</ExpansionBlock>);
      expect(onExpandedChange).toHaveBeenLastCalledWith(false);
      rerender(<ExpansionBlock flexible contentHeight={200} onExpandedChange={onExpandedChange}>{text}</ExpansionBlock>);
      expect(screen.getByRole('button', { name: 'Mehr anzeigen' })).toHaveAttribute('aria-expanded', 'false');
      expect(region().style.maxHeight).toBe('96px');
    });

    it('keeps a block that is not flexible expanded across disabling', async () => {
      const user = userEvent.setup();
      const { rerender } = renderWithIntl(<ExpansionBlock contentHeight={200}>{text}</ExpansionBlock>);
      await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
      rerender(<ExpansionBlock disabled contentHeight={200}>{text}</ExpansionBlock>);
      rerender(<ExpansionBlock contentHeight={200}>{text}</ExpansionBlock>);
      expect(screen.getByRole('button', { name: 'Weniger anzeigen' })).toBeInTheDocument();
    });
  });

  it('measures once per render where there is no ResizeObserver', () => {
    expect(typeof (globalThis as { ResizeObserver?: unknown }).ResizeObserver).toBe('undefined');
    const spy = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(150);
    try {
      renderBlock();
      expect(screen.getByRole('button', { name: 'Mehr anzeigen' })).toBeInTheDocument();
    } finally {
      spy.mockRestore();
    }
  });
});
