import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Comments in the package's code say what the code is and why; the history goes to docs/decisions.
 * Where a mechanism exists because a test showed a library primitive breaks a guarantee, the
 * decision record names that test and the comment names the record
 * (docs/decisions/2026-11-29-mechanisms-and-their-tests.md). So no product file names a test: no
 * path under tests/ and no `.test.` file. Product files are the package's sources and styles in
 * the folders below; the demo app (src/demo) is not one.
 */
const root = join(__dirname, '../../..');
const PRODUCT_FOLDERS = ['api', 'config', 'features', 'sagas', 'store', 'src', 'widgets', 'locales'];
const EXCLUDED = ['src/demo'];
const PRODUCT_FILE = /\.(tsx?|css)$/;
/** A path under tests/, or a test file by its name (`catalogues.test.ts`, `storePerTest.test.tsx`). */
const TEST_CITATION = /(?<![\w-])tests\/|[\w-]\.test\.[cm]?[jt]sx?\b/;

function productFiles(dir: string): string[] {
  if (EXCLUDED.includes(dir)) return [];
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return productFiles(path);
    return PRODUCT_FILE.test(entry.name) ? [path] : [];
  });
}

const files = PRODUCT_FOLDERS.flatMap(productFiles);

describe('product files (the package\'s code and styles, not the demo)', () => {
  it('cite no test: no line names a path under tests/ or a .test. file (the decision record names it)', () => {
    const citations = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (TEST_CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(citations).toEqual([]);
  });

  // So that a moved folder or a changed pattern cannot make the check read nothing or find nothing.
  it('are read in every product folder, the demo left out, and a citation is recognised', () => {
    expect(PRODUCT_FOLDERS.filter((folder) => !files.some((file) => file.startsWith(`${folder}/`)))).toEqual([]);
    expect(files.filter((file) => file.startsWith('src/demo/'))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['store/createShopParts.ts', 'features/newsletter/components/newsletter.css']));
    expect(['(tests/unit/store/ejectStops.test.tsx)', 'see tests/browser/', 'held by catalogues.test.ts', 'a saga test tool', 'the test kit', 'pattern.test(line)']
      .map((line) => TEST_CITATION.test(line))).toEqual([true, true, true, false, false, false]);
  });
});
