import { configureStore, isPlain } from '@reduxjs/toolkit';
import { newsletterActions, newsletterSlice, submitNewsletterSignUp, type NewsletterState } from '../../../features/newsletter';
import { useFakeServices } from '../../support/fakeServices';
import { createPartsStore } from '../../support/testStore';

const fakes = useFakeServices();
const reduce = (actions: { type: string }[], state?: NewsletterState) => actions.reduce(newsletterSlice.reducer, state ?? newsletterSlice.getInitialState());

describe('newsletter slice', () => {
  it('keeps its name and reducer path and starts unset', () => {
    expect(newsletterSlice.name).toBe('shopParts/newsletter');
    expect(newsletterSlice.reducerPath).toBe('shopPartsNewsletter');
    expect(newsletterSlice.getInitialState()).toEqual({
      result: null,
      confirmedEmail: null,
      submitting: false,
      submitCount: 0,
      prefill: { status: 'none', customer: null },
      doiErrorShown: false,
      formKey: 0,
    });
  });

  it('tracks the DOI bar', () => {
    expect(reduce([newsletterActions.doiLinkInvalidReported(true)]).doiErrorShown).toBe(true);
    expect(reduce([newsletterActions.doiLinkInvalidReported(true), newsletterActions.doiErrorDismissed()]).doiErrorShown).toBe(false);
  });

  it('a bot sign-up is a success with a new form key', () => {
    expect(reduce([newsletterActions.botSignUpAccepted({ email: ' bot@x.de ' })])).toMatchObject({ result: 'SUCCESS', confirmedEmail: 'bot@x.de', formKey: 1 });
  });

  it('submits: busy while out, then the result; only a success increments the key', async () => {
    const { store } = createPartsStore();
    const pending = store.dispatch(submitNewsletterSignUp({ email: 'x@error.test' }));
    expect(store.getState().shopPartsNewsletter).toMatchObject({ submitting: true, result: null });
    await pending;
    expect(store.getState().shopPartsNewsletter).toMatchObject({ submitting: false, result: 'ERROR_GENERIC', formKey: 0, submitCount: 1 });
    // While the next one is out, the last result stays (its bar keeps its place on the page).
    const next = store.dispatch(submitNewsletterSignUp({ email: 'x@invalid.test' }));
    expect(store.getState().shopPartsNewsletter).toMatchObject({ submitting: true, result: 'ERROR_GENERIC' });
    await next;
    expect(store.getState().shopPartsNewsletter).toMatchObject({ result: 'ERROR_INVALID_EMAIL', formKey: 0 });
    await store.dispatch(submitNewsletterSignUp({ email: 'x@example.test' }));
    expect(store.getState().shopPartsNewsletter).toMatchObject({ result: 'SUCCESS', confirmedEmail: 'x@example.test', formKey: 1, submitCount: 3 });
  });

  it('refuses a second submit while one is out: one request only', async () => {
    const { store } = createPartsStore();
    const first = store.dispatch(submitNewsletterSignUp({ email: 'a@example.test' }));
    const second = store.dispatch(submitNewsletterSignUp({ email: 'b@example.test' }));
    await Promise.all([first, second]);
    expect(fakes.db.calls).toEqual(['POST /service/newsletter/api/internal/newsletter-subscribers']);
    expect(second.arg.email).toBe('b@example.test');
    expect(store.getState().shopPartsNewsletter.confirmedEmail).toBe('a@example.test');
  });

  it('stays serializable in every state (Redux DevTools, RTK checks)', async () => {
    const { store } = createPartsStore();
    store.dispatch(newsletterActions.doiLinkInvalidReported(true));
    await store.dispatch(submitNewsletterSignUp({ email: 'x@example.test' }));
    const state = store.getState().shopPartsNewsletter;
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(Object.values(state).every((value) => value === null || typeof value !== 'object' || isPlain(value))).toBe(true);
  });

  it('works in a store that has only this slice and the api (a host that injects it alone)', () => {
    const store = configureStore({ reducer: { [newsletterSlice.reducerPath]: newsletterSlice.reducer } });
    store.dispatch(newsletterActions.doiLinkInvalidReported(true));
    expect(store.getState().shopPartsNewsletter.doiErrorShown).toBe(true);
  });
});
