/**
 * The layer table of CONTRIBUTING.md, "Architecture", as a lint rule: a relative import may only
 * reach the layers its own layer may import, and no feature imports another feature. Resolves the
 * import against the file's folder, so it needs no module resolver.
 */
import { dirname, relative, resolve, sep } from 'node:path';


/** Which top-level layers each layer may import (its own always). */
const ALLOWED = {
  config: [],
  widgets: ['config'],
  locales: ['config'],
  api: ['config'],
  features: ['widgets', 'locales', 'api', 'config'],
  sagas: ['api', 'features', 'config'],
  store: ['config', 'widgets', 'locales', 'api', 'features', 'sagas'],
  src: ['config', 'widgets', 'locales', 'api', 'features', 'sagas', 'store'],
};

function layerOf(root, file) {
  const parts = relative(root, file).split(sep);
  return { layer: parts[0], feature: parts[0] === 'features' ? parts[1] : undefined, demo: parts[0] === 'src' && parts[1] === 'demo' };
}

export const layerBoundaries = {
  meta: { type: 'problem', schema: [], messages: { layer: '{{from}} may not import {{to}} (CONTRIBUTING.md, "Architecture").' } },
  create(context) {
    // ESLint runs from the repository root (npm run lint), where the layer folders are.
    const root = context.cwd;
    const from = layerOf(root, context.filename);
    if (!(from.layer in ALLOWED)) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source);
      const to = layerOf(root, target);
      if (!(to.layer in ALLOWED)) return;
      let allowed = to.layer === from.layer || ALLOWED[from.layer].includes(to.layer);
      // Features never import each other; they meet in src/components.
      if (from.feature && to.feature && from.feature !== to.feature) allowed = false;
      // The demo is a host: it uses the public entries only, the parts' scheduling helpers
      // (config/scheduling.ts), so its start-up steps and the parts mean the same by nextTask and whenIdle,
      // and the fakes' token format (api/tokens.ts) for its fake logins: the entries that export it
      // (/testing, /fakes) import msw, which the demo's browser bundle must not resolve. Its status
      // panel also asks the parts' own api (api/shopPartsApi.ts), which only /testing exports. Its
      // footer island holds clicks until it is live as the footer does (config/heldButtonClicks.ts).
      if (from.demo && !to.demo && !/^(src[\\/](index|server|widgets|testing)|config[\\/](scheduling|heldButtonClicks)|api[\\/](tokens|shopPartsApi))(\.tsx?)?$/.test(relative(root, target))) allowed = false;
      if (!allowed) {
        const name = (layer) => (layer.feature ? `features/${layer.feature}` : layer.demo ? 'src/demo' : layer.layer);
        context.report({ node: node.source, messageId: 'layer', data: { from: name(from), to: relative(root, target) } });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
