import { matchRequestUrl } from 'msw';
import { paths } from '../../../api/paths';
import { createServiceHandlers } from '../../../api/fakes';

// A service call added to api/paths.ts without a fake (api/fakes/handlers.ts) would reach no
// handler in a host's tests and the demo: this names it. The images and logos are files the
// demo's server serves (scripts/fakeServer.ts), not calls.
const ASSETS: readonly (keyof typeof paths)[] = ['footerLogos', 'footerLogo', 'newsletterImages', 'newsletterImage'];

/** Each call's URL, with sample arguments for the paths that take some (both kinds of newsletter page). */
function callUrls(): [string, string][] {
  return (Object.keys(paths) as (keyof typeof paths)[])
    .filter((name) => !ASSETS.includes(name))
    .flatMap((name): [string, string][] => {
      const path = paths[name];
      if (typeof path === 'string') return [[name, path]];
      return [true, false].map((spa): [string, string] => [`${name} (spa: ${spa})`, (path as (spa: boolean, token: string) => string)(spa, 'token-1')]);
    });
}

const { handlers } = createServiceHandlers();

describe('the service fakes', () => {
  it.each(callUrls())('answer %s', (_name, path) => {
    const url = new URL(path, 'https://shop.example');
    const answering = handlers.filter(({ info }) => typeof info.path !== 'function' && matchRequestUrl(url, info.path).matches);
    expect(answering.length).toBeGreaterThan(0);
  });
});
