import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(__dirname, '../../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const guidesDir = join(root, 'docs/guides');
const guides = readdirSync(guidesDir).filter((file) => file.endsWith('.md'));
/** The README and its guides (docs/guides), where a host reads the samples. */
const hostDocs = [readme, ...guides.map((file) => readFileSync(join(guidesDir, file), 'utf8'))].join('\n');

// The host samples (README and guides) are the example files the integration tests run and the
// files of the hosts the package tests install.
describe('README host samples', () => {
  it.each(readdirSync(join(root, 'examples')).filter((file) => file.endsWith('.ts')))('shows examples/%s word for word, in README or a guide', (file) => {
    const source = readFileSync(join(root, 'examples', file), 'utf8').trimEnd();
    expect(hostDocs).toContain('```ts\n' + source + '\n```');
  });

  it.each(['app/(guide)/layout.tsx', 'app/(guide)/providers.tsx', 'app/(guide)/page.tsx', 'app/service/[...path]/route.ts'])('shows the Next.js host\'s %s word for word, in README or a guide', (file) => {
    const source = readFileSync(join(root, 'tests/package/hosts/next', file), 'utf8').trimEnd();
    expect(hostDocs).toContain('```' + (file.endsWith('.tsx') ? 'tsx' : 'ts') + '\n' + source + '\n```');
  });

  it.each(['app/root.tsx', 'app/store.ts', 'app/routes/service.$.ts'])('shows the React Router host\'s %s word for word, in README or a guide', (file) => {
    const source = readFileSync(join(root, 'tests/package/hosts/react-router', file), 'utf8').trimEnd();
    expect(hostDocs).toContain('```' + (file.endsWith('.tsx') ? 'tsx' : 'ts') + '\n' + source + '\n```');
  });

  it.each([
    ['jest/jest.config.js', 'js'], ['jest/babel.config.js', 'js'], ['vitest/vitest.config.ts', 'ts'], ['vitest/clock.ts', 'ts'],
    ['webpack/webpack.config.js', 'js'], ['webpack/src/main.tsx', 'tsx'],
  ])('shows the test-runner and bundler host\'s %s word for word, in README or a guide', (file, language) => {
    const source = readFileSync(join(root, 'tests/package/hosts', file), 'utf8').trimEnd();
    expect(hostDocs).toContain('```' + language + '\n' + source + '\n```');
  });

  it.each([['csp/contentSecurityPolicy.mjs', 'js'], ['csp/src/entry-server.tsx', 'tsx']])('shows the strict-CSP host\'s %s word for word, in README or a guide', (file, language) => {
    const source = readFileSync(join(root, 'tests/package/hosts', file), 'utf8').trimEnd();
    expect(hostDocs).toContain('```' + language + '\n' + source + '\n```');
  });

  // Decision records name the code of their day relative to its feature; a path from the root is one to open now.
  const decisions = readdirSync(join(root, 'docs/decisions')).filter((file) => file.endsWith('.md')).map((file) => `docs/decisions/${file}`);
  it.each(['README.md', 'CONTRIBUTING.md', 'tests/README.md', 'docs/behaviour.md', 'docs/performance.md', 'docs/accessibility.md', ...guides.map((file) => `docs/guides/${file}`), ...decisions])('%s names only files and folders that exist in the repository', (document) => {
    const text = readFileSync(join(root, document), 'utf8');
    const named = [...text.matchAll(/`((?:docs|examples|tests|src|scripts|api|features|store|config|locales|widgets|sagas|eslint)\/[\w./\[\]-]*)`/g)]
      .map((match) => match[1] ?? '')
      .concat([...text.matchAll(/\]\(((?!https?:)[^)#]+)\)/g)].map((match) => join(dirname(document), match[1] ?? '')));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((path) => !existsSync(join(root, path.replace(/<[^>]+>.*$/, ''))))).toEqual([]);
  });

  // A sample the README shows as well as a guide must not drift on its own: the guides' marker holds it here too.
  it('shows each sample it marks word for word', () => {
    const marked = [...readme.matchAll(/<!-- sample: (\S+) -->\n```\w*\n([\s\S]*?)\n```/g)].map((match) => ({ path: match[1] ?? '', fenced: match[2] ?? '' }));
    expect(marked.length).toBeGreaterThan(0);
    expect((readme.match(/<!-- sample:/g) ?? []).length).toBe(marked.length);
    for (const { path, fenced } of marked) {
      expect({ path, source: readFileSync(join(root, path), 'utf8').trimEnd() }).toEqual({ path, source: fenced });
    }
  });

  it('shows exactly the two set-up commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});
