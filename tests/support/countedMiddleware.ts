import type { DynamicMiddlewareInstance, Middleware } from '@reduxjs/toolkit';

/**
 * Counts how often the middleware the parts add handle an action. Each middleware is wrapped once
 * (the same function keeps the same wrapper, so a dynamic middleware still sees one middleware
 * when the same one is added again). `counter.counted(dynamicMiddleware)` is the instance to pass
 * to `inject`: its `addMiddleware` wraps what it adds.
 */
export function createMiddlewareCounter() {
  let calls = 0;
  const wrappers = new Map<Middleware, Middleware>();
  const wrap = (middleware: Middleware): Middleware => {
    const known = wrappers.get(middleware);
    if (known) return known;
    const wrapper: Middleware = (api) => {
      const handler = middleware(api);
      return (next) => {
        const handle = handler(next);
        return (action) => {
          calls += 1;
          return handle(action);
        };
      };
    };
    wrappers.set(middleware, wrapper);
    return wrapper;
  };
  /** The instance with an `addMiddleware` that wraps; the rest is the instance's own. */
  const counted = (instance: DynamicMiddlewareInstance): DynamicMiddlewareInstance => ({
    ...instance,
    addMiddleware: Object.assign((...middleware: Middleware[]) => instance.addMiddleware(...middleware.map(wrap)), { withTypes: instance.addMiddleware.withTypes }),
  });
  return { wrap, counted, calls: () => calls };
}
