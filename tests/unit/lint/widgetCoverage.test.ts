import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// CONTRIBUTING.md, "Your first day", the widget row: a widget hosts can use (exported from its
// group's index.ts) has a unit test that renders it and a section in the demo gallery, which the
// browser tests walk with axe-core and the keyboard. A new widget missing either is named here.

const root = join(__dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const filesIn = (path: string) => readdirSync(join(root, path)).filter((name) => statSync(join(root, path, name)).isFile());

const GROUPS = ['form', 'display'] as const;

/** The widgets a group's index.ts exports: its folders whose component (<Name>) the index names. */
function publicWidgets(group: (typeof GROUPS)[number]): string[] {
  const index = read(`widgets/${group}/index.ts`);
  return readdirSync(join(root, 'widgets', group))
    .filter((name) => /^[A-Z]/.test(name) && statSync(join(root, 'widgets', group, name)).isDirectory())
    .filter((name) => new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from './${name}'`).test(index));
}

const gallery = filesIn('src/demo/gallery').map((file) => read(`src/demo/gallery/${file}`)).join('\n');

describe.each(GROUPS)('the %s widgets', (group) => {
  const widgets = publicWidgets(group);
  const tests = filesIn(`tests/unit/widgets/${group}`).map((file) => read(`tests/unit/widgets/${group}/${file}`)).join('\n');

  it('are found', () => {
    expect(widgets.length).toBeGreaterThanOrEqual(8);
  });

  it.each(widgets)('%s is rendered in a unit test and shown in the gallery', (name) => {
    const rendered = new RegExp(`<${name}\\b`);
    expect({ name, unitTest: rendered.test(tests), gallery: rendered.test(gallery) }).toEqual({ name, unitTest: true, gallery: true });
  });
});
