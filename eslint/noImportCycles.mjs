/**
 * No import cycles between the package's modules, type-only imports included: a module in a cycle
 * is evaluated half-done where a bundler does not hoist scopes (Parcel's dev server), and a cycle
 * of types is two concepts that should be one, or a third that both need. Follows static relative
 * imports and re-exports (`import()` loads later and makes no cycle), reading the files it reaches
 * with TypeScript's parser, so it needs no module resolver.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

/** The file a relative specifier names, or undefined (a stylesheet, a JSON file). */
function resolveRelative(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)]) {
    if (EXTENSIONS.some((ext) => candidate.endsWith(ext)) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Each file's static relative imports, read once per lint run and again when the file changed. */
const importsOf = new Map();

function staticImports(file) {
  const mtime = statSync(file).mtimeMs;
  const known = importsOf.get(file);
  if (known?.mtime === mtime) return known.targets;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const targets = [];
  for (const statement of source.statements) {
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) ? statement.moduleSpecifier : undefined;
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
      const target = resolveRelative(file, specifier.text);
      if (target) targets.push(target);
    }
  }
  importsOf.set(file, { mtime, targets });
  return targets;
}

/** A path of imports from `start` back to `goal`, or undefined. */
function pathBack(start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, path] = stack.pop();
    if (file === goal) return path;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of staticImports(file)) stack.push([next, [...path, next]]);
  }
  return undefined;
}

export const noImportCycles = {
  meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle: {{cycle}}.' } },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveRelative(file, specifier);
      const path = target && pathBack(target, file);
      if (path) context.report({ node: node.source, messageId: 'cycle', data: { cycle: [file, ...path].map((step) => relative(root, step)).join(' → ') } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
