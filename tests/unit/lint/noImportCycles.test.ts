/**
 * @jest-environment node
 */
// `npm run lint` refuses import cycles in the package's code, type-only imports included.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { noImportCycles } from '../../../eslint/noImportCycles.mjs';

const folder = mkdtempSync(join(tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Writes the modules the linted file's imports reach; the linted file's own text comes from the test case. */
function modules(files: Record<string, string>): void {
  for (const [name, code] of Object.entries(files)) writeFileSync(join(folder, name), code);
}

modules({
  'fields.ts': "import type { Consent } from './types';\nexport type Fields = { consent: Consent };\n",
  'types.ts': "import type { Fields } from './fields';\nexport type Consent = 'DNE';\nexport type Request = Fields;\n",
  'leaf.ts': 'export const leaf = 1;\n',
  'middle.ts': "export { leaf } from './leaf';\n",
  'loop.ts': "import { entry } from './entry';\nexport const loop = entry;\n",
  'entry.ts': "import { loop } from './loop';\nexport const entry = 1;\n",
});
mkdirSync(join(folder, 'barrel'));
writeFileSync(join(folder, 'barrel', 'index.ts'), "export * from '../entry';\n");

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
const file = (name: string) => join(folder, name);

tester.run('no-import-cycles', noImportCycles, {
  valid: [
    { filename: file('entry.ts'), code: "import { leaf } from './middle';" },
    { filename: file('entry.ts'), code: "const later = () => import('./loop');" },
    { filename: file('entry.ts'), code: "import './styles.css';" },
  ],
  invalid: [
    // Type-only on both sides: the cycle the api's types once had.
    { filename: file('fields.ts'), code: "import type { Consent } from './types';", errors: [{ messageId: 'cycle' }] },
    { filename: file('entry.ts'), code: "import { loop } from './loop'; export const entry = 1;", errors: [{ messageId: 'cycle' }] },
    // Through a re-export in a folder's index.
    { filename: file('loop.ts'), code: "export * from './barrel';", errors: [{ messageId: 'cycle' }] },
  ],
});
