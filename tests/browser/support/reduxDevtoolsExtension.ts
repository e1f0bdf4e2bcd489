/**
 * What the Redux DevTools browser extension puts into a page before the page's own scripts: its
 * `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__`, which Redux Toolkit's `configureStore` finds and
 * uses (its `devTools` option is this compose's config). As the extension does, the compose puts
 * the real `@redux-devtools/instrument` innermost, under the store's own enhancers (the
 * middleware), so monitor actions go to the lifted store and never pass the middleware. The panel's
 * side (sending states to the extension's window) is left out: the tests drive the lifted store,
 * as the panel's buttons do. A script of its own, run before the page's, as the extension's is.
 */
import { instrument } from '@redux-devtools/instrument';
// Types only: importing Redux Toolkit's code here would load it before the compose is in place.
import type { StoreEnhancer, StoreEnhancerStoreCreator } from '@reduxjs/toolkit';

interface ExtensionConfig {
  maxAge?: number;
}

function extensionCompose(config: ExtensionConfig) {
  return (...enhancers: StoreEnhancer[]): StoreEnhancer => {
    // The extension's own order: the host's enhancers (applyMiddleware among them) over instrument().
    const composed = (createStore: StoreEnhancerStoreCreator) =>
      enhancers.reduceRight<StoreEnhancerStoreCreator>(
        (inner, enhancer) => enhancer(inner),
        instrument(undefined, { maxAge: config.maxAge ?? 50 })(createStore) as StoreEnhancerStoreCreator,
      );
    // Redux types an enhancer by what it adds to the store; this one adds what its enhancers add.
    return composed as StoreEnhancer;
  };
}

function reduxDevtoolsExtensionCompose(...args: [ExtensionConfig] | StoreEnhancer[]) {
  if (args.length === 0) return extensionCompose({})();
  if (typeof args[0] === 'object') return extensionCompose(args[0]);
  return extensionCompose({})(...(args as StoreEnhancer[]));
}

Object.assign(window, { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: reduxDevtoolsExtensionCompose });
