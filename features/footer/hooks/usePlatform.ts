import { useSyncExternalStore } from 'react';
import { htmlAttribute, subscribeToHtmlAttribute } from '../../../config';
import { detectPlatform, type Platform } from '../logic/platform';

function currentPlatform(): Platform {
  return detectPlatform(htmlAttribute('data-platform'), window.innerWidth);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  const stopObserving = subscribeToHtmlAttribute('data-platform', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    stopObserving();
  };
}

/**
 * The platform, following resizes and changes of the html data-platform attribute. The server
 * (and hydration) uses `serverPlatform` (default CLASSIC), so hydration never mismatches; a page
 * rendered only in the browser gets the real platform in its first render, so nothing shifts.
 */
export function usePlatform(serverPlatform: Platform = 'CLASSIC'): Platform {
  return useSyncExternalStore(subscribe, currentPlatform, () => serverPlatform);
}
