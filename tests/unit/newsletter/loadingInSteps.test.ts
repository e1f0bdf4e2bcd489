import { loadNewsletterForm } from '../../../features/newsletter/components/loadNewsletterForm';
import { NewsletterForm } from '../../../features/newsletter/components/NewsletterForm';
import { IDLE_FALLBACK_DELAY_MS, whenIdle } from '../../../config/scheduling';
import { validationWarmUpSteps } from '../../../features/newsletter/logic/warmUpValidation';
import { validateNewsletter } from '../../../features/newsletter/logic/validation';

// The form's work that no visitor waits for: its code loads in two tasks, its validation patterns
// are built in idle time (docs/performance.md, "The throttled visit").

describe('idle work', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('runs one step per idle period, and none after it is cancelled', () => {
    const queued: (() => void)[] = [];
    const cancelled: number[] = [];
    Object.assign(window, {
      requestIdleCallback: (callback: () => void) => queued.push(callback),
      cancelIdleCallback: (id: number) => cancelled.push(id),
    });
    const first = jest.fn();
    const second = jest.fn();
    const third = jest.fn();
    const cancel = whenIdle([first, second, third]);
    expect(first).not.toHaveBeenCalled();
    queued[0]?.();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    queued[1]?.();
    expect(second).toHaveBeenCalledTimes(1);
    // The third step is queued as idle callback 3; cancelling cancels it.
    cancel();
    expect(cancelled).toEqual([3]);
    expect(third).not.toHaveBeenCalled();
  });

  it('without an idle callback (older Safari) runs after a delay, unless cancelled first', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    whenIdle([work]);
    const cancelledWork = jest.fn();
    const cancel = whenIdle([cancelledWork]);
    cancel();
    jest.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS - 1);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelledWork).not.toHaveBeenCalled();
  });
});

describe('the form loads in steps', () => {
  it('resolves with the form component for React.lazy, after a task has passed', async () => {
    jest.useFakeTimers();
    let settled = false;
    const loading = loadNewsletterForm().then((module) => {
      settled = true;
      return module;
    });
    // The first import settles within microtasks; the components wait for the next task.
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(settled).toBe(false);
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    await expect(loading).resolves.toEqual({ default: NewsletterForm });
  });
});

describe('warming up validation', () => {
  it('changes nothing a visitor sees: the same values get the same errors before and after', async () => {
    const values = { email: 'nina@shop.de', salutation: '', firstName: 'www.spam.de', lastName: 'Dr.Meier', consents: [], legals: [] };
    const before = await validateNewsletter(values, { site: 'PL' });
    for (const step of validationWarmUpSteps({ site: 'PL' })) step();
    expect(await validateNewsletter(values, { site: 'PL' })).toEqual(before);
    expect(before).toEqual({ firstName: 'nameInvalidCharacters' });
  });
});
