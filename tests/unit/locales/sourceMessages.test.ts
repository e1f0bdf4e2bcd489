import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { wholeCatalogue } from '../../support/catalogues';

/**
 * The German source texts live twice: as each message's defaultMessage in the code and in the
 * de-DE catalogue (the staff panel's in its English one). This keeps the two equal, and keeps the
 * catalogues free of keys no code uses.
 */
const root = join(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const code = ['widgets', 'features'].flatMap((dir) => sourceFiles(join(root, dir))).map((file) => readFileSync(file, 'utf8')).join('\n');
const descriptorPattern = /id:\s*'([^']+)',\s*defaultMessage:\s*(['"])((?:(?!\2)[^\\]|\\.)*)\2/g;
const descriptors = [...code.matchAll(descriptorPattern)].map((match) => ({ id: match[1] ?? '', text: (match[3] ?? '').replace(/\\(['"\\])/g, '$1') }));

const german = wholeCatalogue('de-DE');

describe('German source texts', () => {
  it('finds the message descriptors in the code', () => {
    expect(descriptors.length).toBeGreaterThan(50);
  });

  it('has every message of the code in the de-DE catalogue, with the same text', () => {
    const mismatches = descriptors.filter(({ id, text }) => german[id] !== text).map(({ id, text }) => `${id}: code "${text}" vs catalogue "${german[id] ?? '(missing)'}"`);
    expect(mismatches).toEqual([]);
  });

  it('has no catalogue key that no code uses', () => {
    const unused = Object.keys(german).filter((id) => !code.includes(`'${id}'`) && !code.includes(`"${id}"`) && !code.includes(`\`${id}`));
    expect(unused).toEqual([]);
  });
});
