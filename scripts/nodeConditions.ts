/**
 * The sources as Node gets the built package: package.json "imports" hand Node the `.node` variant
 * of each module an environment chooses (scripts/buildPackage.ts, ENVIRONMENT_MODULES), which
 * imports its part with the entry, so a server's first render holds the part complete. The scripts
 * that render the sources on a server (the demo's server, the bench) import this module first.
 */
import * as nodeModule from 'node:module';

interface Resolved {
  url: string;
}
type Resolve = (specifier: string, context: object, nextResolve: (specifier: string, context: object) => Resolved) => Resolved;
// Node 22.15 and later (the scripts run on the toolchain's Node 24); the installed @types/node is Node 20's.
const { registerHooks } = nodeModule as unknown as { registerHooks: (hooks: { resolve: Resolve }) => void };

const BROWSER_VARIANT = /\/src\/components\/Loaded\w+\.ts$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    return BROWSER_VARIANT.test(resolved.url) ? { ...resolved, url: resolved.url.replace(/\.ts$/, '.node.ts') } : resolved;
  },
});
