import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// Components never import CSS: hosts include src/styles.css (built to dist/shop-parts.css) once.
// A component stylesheet missing from it ships nowhere, and its component renders unstyled.

const root = join(__dirname, '..', '..', '..');
const entryFile = join(root, 'src', 'styles.css');

function cssFilesBelow(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** The files src/styles.css names in its `@import`s, relative to the repository. */
function importedStylesheets(): string[] {
  const source = readFileSync(entryFile, 'utf8');
  return [...source.matchAll(/@import\s+(?:url\()?\s*['"]([^'"]+)['"]/g)].map((match) => relative(root, resolve(dirname(entryFile), match[1] ?? ''))).sort();
}

describe('src/styles.css, the one stylesheet hosts include', () => {
  const components = [...cssFilesBelow('features'), ...cssFilesBelow('widgets')].sort();

  it('finds the component stylesheets', () => {
    expect(components.length).toBeGreaterThanOrEqual(20);
  });

  it('imports every component stylesheet under features/ and widgets/', () => {
    const imported = new Set(importedStylesheets());
    expect(components.filter((file) => !imported.has(file))).toEqual([]);
  });

  it('imports only files that exist', () => {
    expect(importedStylesheets().filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });

  it('imports each file once', () => {
    const imported = importedStylesheets();
    expect(imported.filter((file, index) => imported.indexOf(file) !== index)).toEqual([]);
  });
});
