import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// The file conventions of CONTRIBUTING.md, "Architecture", checked so they stay one convention each.

const root = join(__dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const entries = (path: string) => readdirSync(join(root, path));
const isFolder = (path: string) => statSync(join(root, path)).isDirectory();

function filesBelow(path: string): string[] {
  return entries(path).flatMap((name) => {
    const child = `${path}/${name}`;
    return isFolder(child) ? filesBelow(child) : [child];
  });
}

const TEXT_DEFINITION = /\bdefineMessages?\s*[<(]/;

describe('widget folders: widgets/<group>/<Name>/ with <Name>.tsx, index.ts, and texts only in messages.ts', () => {
  const SHARED_FOLDERS = new Set(['shared']);
  const widgetFolders = ['widgets/form', 'widgets/display'].flatMap((group) =>
    entries(group)
      .filter((name) => isFolder(`${group}/${name}`) && !SHARED_FOLDERS.has(name))
      .map((name) => ({ group, name, path: `${group}/${name}` })),
  );

  it('finds the widgets', () => {
    expect(widgetFolders.length).toBeGreaterThanOrEqual(20);
  });

  it.each(widgetFolders.map((folder) => [folder.path, folder] as const))('%s', (_path, { group, name, path }) => {
    expect(name).toMatch(/^[A-Z][A-Za-z]+$/);
    const files = entries(path);
    expect(files).toContain(`${name}.tsx`);
    expect(files).toContain('index.ts');
    for (const file of files.filter((file) => file.endsWith('.css'))) expect(file).toBe(`${name}.css`);
    for (const file of files.filter((file) => file !== 'messages.ts')) {
      expect({ file, definesTexts: TEXT_DEFINITION.test(read(`${path}/${file}`)) }).toEqual({ file, definesTexts: false });
    }
    // The group's index re-exports the widget's own index, never a file inside the folder.
    expect(read(`${group}/index.ts`)).not.toMatch(new RegExp(`from '\\./${name}/`));
  });

  it('class names are joined by one helper, widgets/base/classNames.ts', () => {
    const inline = filesBelow('widgets')
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('classNames.ts'))
      .filter((file) => /\.filter\(Boolean\)\.join\(' '\)/.test(read(file)));
    expect(inline).toEqual([]);
  });
});

describe('features: one shape for every feature', () => {
  const FOLDERS = {
    components: 'React components (.tsx) and their styles',
    hooks: 'React hooks, one per file, named use<Something>.ts',
    state: 'the Redux slice, thunks and typed Redux hooks',
    logic: 'plain TypeScript: decisions, constants, DOM helpers',
    content: 'per-site data and its loader',
  } as const;
  const ROOT_FILES = ['index.ts', 'messages.ts'];
  const features = entries('features').filter((name) => isFolder(`features/${name}`));

  it.each(features)('features/%s', (feature) => {
    const base = `features/${feature}`;
    for (const name of entries(base)) {
      if (isFolder(`${base}/${name}`)) expect(Object.keys(FOLDERS)).toContain(name);
      else expect(ROOT_FILES).toContain(name);
    }
    expect(existsSync(join(root, base, 'index.ts'))).toBe(true);
    for (const file of filesBelow(base)) {
      const path = relative(base, file);
      const [folder] = path.split('/');
      const fileName = path.split('/').at(-1) ?? '';
      const source = read(file);
      if (file.endsWith('.tsx')) expect({ path, folder }).toEqual({ path, folder: 'components' });
      if (folder === 'hooks') expect(fileName).toMatch(/^use[A-Z]\w*\.ts$/);
      if (folder === 'logic' || folder === 'content') expect({ path, importsReact: /from 'react(-redux|-intl)?'/.test(source) }).toEqual({ path, importsReact: false });
      if (/\bcreateSlice\(/.test(source)) expect({ path, folder }).toEqual({ path, folder: 'state' });
      if (TEXT_DEFINITION.test(source)) expect({ path, definesTexts: true }).toEqual({ path: 'messages.ts', definesTexts: true });
    }
  });
});

describe('file names say their job', () => {
  it('no two source files outside tests share a name but not a folder, except index, messages, types and page entries', () => {
    // main.tsx: each demo page's entry, next to its HTML.
    const ALLOWED = new Set(['index.ts', 'messages.ts', 'types.ts', 'main.tsx']);
    const sources = ['api', 'config', 'features', 'locales', 'sagas', 'store', 'src', 'widgets']
      .flatMap((folder) => filesBelow(folder))
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('/catalogues/'));
    const byName = new Map<string, string[]>();
    for (const file of sources) {
      const name = file.split('/').at(-1) ?? file;
      if (!ALLOWED.has(name)) byName.set(name, [...(byName.get(name) ?? []), file]);
    }
    const shared = [...byName.values()].filter((files) => files.length > 1);
    expect(shared).toEqual([]);
  });
});
