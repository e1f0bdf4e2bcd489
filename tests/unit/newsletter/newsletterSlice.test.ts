import { configureStore, isPlain } from '@reduxjs/toolkit';
import { shopPartsApi } from '../../../api';
import { newsletterActions, newsletterSlice, selectDoiErrorDismissed, selectNewsletterResult, selectSubmitting, SIGN_UP_REQUEST_KEY, type NewsletterState } from '../../../features/newsletter';
import { useFakeServices } from '../../support/fakeServices';
import { createTestShop } from '../../../src/testing';
import { withoutPromotion } from './renderNewsletter';

const fakes = useFakeServices();
const reduce = (actions: { type: string }[], state?: NewsletterState) => actions.reduce(newsletterSlice.reducer, state ?? newsletterSlice.getInitialState());
const SUBSCRIBERS = 'POST /service/newsletter/api/internal/newsletter-subscribers';

/** The sign-up as the form sends it: the create-subscriber mutation under the form's fixed cache key. */
const signUp = (email: string, honeypot?: string) =>
  shopPartsApi.endpoints.createSubscriber.initiate({ email, ...(honeypot ? { honeypot } : {}) }, { fixedCacheKey: SIGN_UP_REQUEST_KEY });

describe('newsletter slice', () => {
  it('keeps its name and reducer path and starts unset', () => {
    expect(newsletterSlice.name).toBe('shopParts/newsletter');
    expect(newsletterSlice.reducerPath).toBe('shopPartsNewsletter');
    expect(newsletterSlice.getInitialState()).toEqual({ confirmedEmail: null, doiErrorDismissed: false });
  });

  it('keeps only what the visitor did with the DOI bar: its dismissal (whether it shows is the form\'s prop)', () => {
    expect(Object.keys(newsletterActions).sort()).toEqual(['doiErrorDismissed']);
    expect(newsletterActions.doiErrorDismissed().type).toBe('shopParts/newsletter/doiErrorDismissed');
    expect(reduce([newsletterActions.doiErrorDismissed()]).doiErrorDismissed).toBe(true);
    expect(reduce([newsletterActions.doiErrorDismissed(), newsletterActions.doiErrorDismissed()])).toEqual({ confirmedEmail: null, doiErrorDismissed: true });
  });
});

describe("the sign-up request: RTK Query's own state, one entry under the fixed cache key", () => {
  it('is submitting while out, then holds the result; a success names the address', async () => {
    const { store } = createTestShop();
    expect(selectNewsletterResult(store.getState())).toBeNull();
    const pending = store.dispatch(signUp('x@error.test'));
    expect(selectSubmitting(store.getState())).toBe(true);
    expect(store.getState().shopPartsApi.mutations[SIGN_UP_REQUEST_KEY]).toMatchObject({ status: 'pending', endpointName: 'createSubscriber' });
    await pending;
    expect(selectSubmitting(store.getState())).toBe(false);
    expect(selectNewsletterResult(store.getState())).toBe('ERROR_GENERIC');
    await store.dispatch(signUp('x@invalid.test'));
    expect(selectNewsletterResult(store.getState())).toBe('ERROR_INVALID_EMAIL');
    expect(store.getState().shopPartsNewsletter.confirmedEmail).toBeNull();
    await store.dispatch(signUp(' x@example.test '));
    expect(selectNewsletterResult(store.getState())).toBe('SUCCESS');
    expect(store.getState().shopPartsNewsletter.confirmedEmail).toBe('x@example.test');
    // One entry for every submit: the state holds no copy of it elsewhere.
    expect(Object.keys(store.getState().shopPartsApi.mutations)).toEqual([SIGN_UP_REQUEST_KEY]);
  });

  it('a filled honeypot is a success with no call', async () => {
    const { store } = createTestShop();
    await store.dispatch(signUp('bot@x.de', 'https://spam.example'));
    expect(selectNewsletterResult(store.getState())).toBe('SUCCESS');
    expect(store.getState().shopPartsNewsletter.confirmedEmail).toBe('bot@x.de');
    expect(withoutPromotion(fakes.db.calls)).toEqual([]);
  });

  it('the same mutation under another key (a host calling the api itself) is not the form\'s sign-up', async () => {
    const { store } = createTestShop();
    await store.dispatch(shopPartsApi.endpoints.createSubscriber.initiate({ email: 'host@example.test' }));
    expect(withoutPromotion(fakes.db.calls)).toEqual([SUBSCRIBERS]);
    expect(selectNewsletterResult(store.getState())).toBeNull();
    expect(store.getState().shopPartsNewsletter.confirmedEmail).toBeNull();
  });

  it('stays serializable in every state (Redux DevTools, RTK checks)', async () => {
    const { store } = createTestShop();
    store.dispatch(newsletterActions.doiErrorDismissed());
    await store.dispatch(signUp('x@example.test'));
    const state = store.getState().shopPartsNewsletter;
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(Object.values(state).every((value) => value === null || typeof value !== 'object' || isPlain(value))).toBe(true);
    const request = store.getState().shopPartsApi.mutations[SIGN_UP_REQUEST_KEY];
    expect(JSON.parse(JSON.stringify(request))).toEqual(request);
  });

  it('works in a store that has only this slice (a host that injects it alone)', () => {
    const store = configureStore({ reducer: { [newsletterSlice.reducerPath]: newsletterSlice.reducer } });
    expect(selectDoiErrorDismissed(store.getState())).toBe(false);
    store.dispatch(newsletterActions.doiErrorDismissed());
    expect(selectDoiErrorDismissed(store.getState())).toBe(true);
  });
});
