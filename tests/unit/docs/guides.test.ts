import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(__dirname, '../../..');
const guidesDir = join(root, 'docs/guides');
const guides = readdirSync(guidesDir).filter((file) => file.endsWith('.md'));
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/**
 * A guide's sample is a file the tests run: a fence right after `<!-- sample: path/from/root -->`
 * must be that file word for word, so a guide cannot drift from the code it shows.
 */
function samplesOf(text: string): { path: string; fenced: string }[] {
  return [...text.matchAll(/<!-- sample: (\S+) -->\n```\w*\n([\s\S]*?)\n```/g)].map((match) => ({ path: match[1] ?? '', fenced: match[2] ?? '' }));
}

describe('host guides (docs/guides)', () => {
  it.each(guides)('README links to docs/guides/%s', (guide) => {
    expect(readme).toContain(`(docs/guides/${guide})`);
  });

  it.each(guides)('docs/guides/%s shows its samples word for word', (guide) => {
    const text = readFileSync(join(guidesDir, guide), 'utf8');
    for (const { path, fenced } of samplesOf(text)) {
      expect({ path, source: readFileSync(join(root, path), 'utf8').trimEnd() }).toEqual({ path, source: fenced });
    }
    // A fence that names a sample but does not follow the marker's form would be skipped silently.
    expect((text.match(/<!-- sample:/g) ?? []).length).toBe(samplesOf(text).length);
  });

  it.each(guides)('docs/guides/%s links only to files that exist', (guide) => {
    const text = readFileSync(join(guidesDir, guide), 'utf8');
    const linked = [...text.matchAll(/\]\(((?!https?:)[^)#]+)\)/g)].map((match) => join(dirname(join(guidesDir, guide)), match[1] ?? ''));
    expect(linked.filter((path) => !existsSync(path))).toEqual([]);
  });
});
