import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { createTestShop } from '../../../src/testing';
import { useFakeServices } from '../../support/fakeServices';
import { HOST_APP, renderHostPage } from '../../support/hostPage';
import { setWindowWidth } from '../../support/windowWidth';

useFakeServices();

beforeEach(() => setWindowWidth(1400));

const failure = new Error('a part broke');

function Broken(): never {
  throw failure;
}

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

describe('an error boundary inside ShopPartsProvider', () => {
  it('keeps a part that throws while rendering from taking down the host: it renders nothing and is logged once', () => {
    // React reports a caught error too (the host's root decides how: onCaughtError); only ours is asserted.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const shop = createTestShop({ ...HOST_APP, setup: 'run-time' });
    const { container } = renderHostPage(
      shop,
      <>
        <p>part content</p>
        <Broken />
      </>,
    );
    expect(screen.getByText('Host header')).toBeInTheDocument();
    expect(screen.queryByText('part content')).not.toBeInTheDocument();
    expect(container.querySelector('main')).toBeEmptyDOMElement();
    expect(ourReports(consoleError)).toEqual([['[shop-parts] a part failed and is not shown:', failure]]);
  });

  it('catches a part that breaks on a later update the same way', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const shop = createTestShop({ ...HOST_APP, setup: 'run-time' });
    renderHostPage(shop, <BrokenOnUpdate />);
    act(() => screen.getByRole('button', { name: 'break' }).click());
    expect(screen.getByText('Host header')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'break' })).not.toBeInTheDocument();
    expect(ourReports(consoleError)).toHaveLength(1);
  });
});
