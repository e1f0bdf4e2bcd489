import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The demo is bundled from this repository's node_modules. react-intl pins its @formatjs packages
 * to exact versions; a devDependency on another version of the message parser (the catalogue tests
 * and the package build parse with it) is installed at the top and leaves react-intl,
 * intl-messageformat and @formatjs/intl each a nested copy of their own, which the demo's chunks
 * then carry twice. The devDependency names react-intl's version, so npm installs one copy.
 * A host's bundle is checked in tests/package/webpackHost.test.ts.
 */
const root = join(__dirname, '../../..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; dev?: boolean }> };

// lighthouse (the bench's tool, never bundled) brings an older major of its own.
const bundled = Object.keys(lock.packages).filter((path) => path.startsWith('node_modules/') && !path.startsWith('node_modules/lighthouse/'));

describe('react-intl\'s message parser', () => {
  it.each(['@formatjs/icu-messageformat-parser', '@formatjs/icu-skeleton-parser', 'intl-messageformat', '@formatjs/intl'])('is installed once: %s', (name) => {
    expect(bundled.filter((path) => path.endsWith(`node_modules/${name}`))).toEqual([`node_modules/${name}`]);
  });
});
