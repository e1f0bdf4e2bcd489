/**
 * The state a store held before the parts did anything to it in the browser: what its server render
 * had, which the parts read while they hydrate (store/partsStateView.ts). Whichever comes first
 * notes it: a ShopPartsProvider's first render from the store (the page's first render or its
 * hydration, before any effect ran) or the start of the parts' root saga on it (before it reads the
 * page or asks for anything). The saga comes first where a host starts it in an effect above a
 * Suspense boundary that holds ShopPartsProvider itself (a Next.js footer component that unwraps
 * its messages with `use()`), or before `hydrateRoot`: the provider's first render is then a late
 * hydration, after the page observer and the promotion's answer changed the store.
 */
const noted = new WeakMap<object, unknown>();

/**
 * A thunk, dispatched by the root saga as it starts and by ShopPartsProvider in the browser when it
 * makes the parts' view of the store: notes the store's state the first time it runs on a store, and
 * returns the noted state.
 * The key is the dispatch the store's thunk middleware (Redux Toolkit's default, which the parts'
 * requests need as well) hands a thunk, the same for a saga's `put` and a component's `dispatch`
 * (store/createShopParts.ts keys a store's injection by it too). A saga test tool's dispatch runs
 * no thunk: nothing is noted there, and nothing hydrates.
 */
export function noteStateBeforeParts(dispatch: object, getState: () => unknown): unknown {
  if (!noted.has(dispatch)) noted.set(dispatch, getState());
  return noted.get(dispatch);
}
