import { holdButtonClicks, whenNearViewport } from '../../../src/demo/footerSlot';
import { nextTask } from '../../../config/scheduling';

function slotWithControls(): { slot: HTMLElement; buttons: HTMLButtonElement[]; link: HTMLAnchorElement } {
  const slot = document.createElement('div');
  slot.innerHTML = '<button type="button">A</button><button type="button"><span>B</span></button><a href="#x">link</a>';
  document.body.append(slot);
  return { slot, buttons: Array.from(slot.querySelectorAll('button')), link: slot.querySelector('a') as HTMLAnchorElement };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdButtonClicks', () => {
  it('holds a click on a button (also on its inner text) and replays it on that button once released', () => {
    const { slot, buttons } = slotWithControls();
    const onHeld = jest.fn();
    const clicks = holdButtonClicks(slot, onHeld);
    const handler = jest.fn();
    buttons[1]?.addEventListener('click', handler);
    buttons[1]?.querySelector('span')?.click();
    expect(handler).not.toHaveBeenCalled();
    expect(onHeld).toHaveBeenCalledTimes(1);
    clicks.release();
    expect(handler).toHaveBeenCalledTimes(1);
    // Released: clicks pass straight through, nothing is replayed again.
    clicks.release();
    buttons[1]?.click();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('replays every held click in the order they were made (two taps on two panels open both), and none when nothing was clicked', () => {
    const { slot, buttons } = slotWithControls();
    const clicks = holdButtonClicks(slot, () => undefined);
    const order: string[] = [];
    buttons[0]?.addEventListener('click', () => order.push('A'));
    buttons[1]?.addEventListener('click', () => order.push('B'));
    buttons[1]?.click();
    buttons[0]?.click();
    buttons[1]?.click();
    expect(order).toEqual([]);
    clicks.release();
    expect(order).toEqual(['B', 'A', 'B']);

    const other = slotWithControls();
    const untouched = jest.fn();
    other.buttons[0]?.addEventListener('click', untouched);
    holdButtonClicks(other.slot, () => undefined).release();
    expect(untouched).not.toHaveBeenCalled();
  });

  it('lets link clicks through: links work without JavaScript', () => {
    const { slot, link } = slotWithControls();
    const onHeld = jest.fn();
    holdButtonClicks(slot, onHeld);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(onHeld).not.toHaveBeenCalled();
  });
});

describe('whenNearViewport', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('starts once, when the slot first comes within a screen height, and stops observing', () => {
    let callback: IntersectionObserverCallback = () => undefined;
    const disconnect = jest.fn();
    let options: IntersectionObserverInit | undefined;
    globalThis.IntersectionObserver = jest.fn((cb: IntersectionObserverCallback, init?: IntersectionObserverInit) => {
      callback = cb;
      options = init;
      return { observe: jest.fn(), disconnect, unobserve: jest.fn(), takeRecords: () => [], root: null, rootMargin: '', thresholds: [] };
    }) as unknown as typeof IntersectionObserver;
    const start = jest.fn();
    const slot = document.createElement('div');
    whenNearViewport(slot, start);
    expect(options?.rootMargin).toBe('100% 0px');
    const observer = {} as IntersectionObserver;
    callback([{ isIntersecting: false } as IntersectionObserverEntry], observer);
    expect(start).not.toHaveBeenCalled();
    callback([{ isIntersecting: true } as IntersectionObserverEntry], observer);
    expect(start).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });

  it('starts at once where the browser has no IntersectionObserver', () => {
    // @ts-expect-error: a browser without IntersectionObserver
    delete globalThis.IntersectionObserver;
    const start = jest.fn();
    whenNearViewport(document.createElement('div'), start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

it('nextTask resolves after the current task, not within it', async () => {
  const order: string[] = [];
  const done = nextTask().then(() => order.push('next task'));
  await Promise.resolve();
  order.push('same task');
  await done;
  expect(order).toEqual(['same task', 'next task']);
});
