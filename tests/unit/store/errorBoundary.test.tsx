import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { FooterContent } from '../../../features/footer';
import { Footer } from '../../../src/components/ShopFooter';
import { ShopFooter } from '../../../src/components/ShopFooter';
import { createTestShop } from '../../../src/testing';
import { deFooterContent as deContent } from '../../support/deFooterContent';
import { useFakeServices } from '../../support/fakeServices';
import { HOST_APP, renderHostPage } from '../../support/hostPage';
import { setWindowWidth } from '../../support/windowWidth';

useFakeServices();

beforeEach(() => setWindowWidth(1400));

const failure = new Error('a part broke');

/** What the host passes into a part's slot renders inside the part, and so inside its boundary. */
function BrokenOnUpdate() {
  const [broken, setBroken] = useState(false);
  if (broken) throw failure;
  // Breaks on its first update, after it was on the page.
  return (
    <button type="button" onClick={() => setBroken(true)}>
      break
    </button>
  );
}

/** The console.error calls that are ours: `[shop-parts]` first. */
function ourReports(spy: jest.SpyInstance<void, unknown[]>): unknown[][] {
  return spy.mock.calls.filter((args) => typeof args[0] === 'string' && args[0].startsWith('[shop-parts]'));
}

// The host's own components' errors are the host's: tests/unit/store/hostContext.test.tsx.
describe("each part's own error boundary", () => {
  it('keeps a part that throws while rendering from taking down the host: it renders nothing and is logged once', () => {
    // React reports a caught error too (the host's root decides how: onCaughtError); only ours is asserted.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const shop = createTestShop({ ...HOST_APP, setup: 'run-time' });
    // Not a site's footer content: the footer throws while rendering.
    const broken = { ...deContent, teaser: undefined } as unknown as FooterContent;
    const { container } = renderHostPage(
      shop,
      <>
        <p>host content</p>
        <ShopFooter content={broken} />
      </>,
    );
    expect(screen.getByText('Host header')).toBeInTheDocument();
    expect(screen.getByText('host content')).toBeInTheDocument();
    expect(container.querySelector('footer')).toBeNull();
    const reports = ourReports(consoleError);
    expect(reports).toHaveLength(1);
    expect(reports[0]?.[0]).toBe('[shop-parts] a part failed and is not shown:');
  });

  it('catches a part that breaks on a later update the same way', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const shop = createTestShop({ ...HOST_APP, setup: 'run-time' });
    renderHostPage(
      shop,
      <>
        <p>host content</p>
        <Footer content={deContent} newsletter={<BrokenOnUpdate />} />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'break' }).click());
    expect(screen.getByText('Host header')).toBeInTheDocument();
    expect(screen.getByText('host content')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(ourReports(consoleError)).toEqual([['[shop-parts] a part failed and is not shown:', failure]]);
  });

  it('a part outside ShopPartsProvider renders nothing and says what is missing, once', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ShopFooter content={deContent} />);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    const reports = ourReports(consoleError);
    expect(reports).toHaveLength(1);
    expect(String(reports[0]?.[1])).toContain('ShopPartsProvider is missing');
  });
});
