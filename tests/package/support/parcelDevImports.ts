/**
 * The one import shape that Parcel 2.16's development build (`parcel serve`, no scope hoisting)
 * gets wrong, found in built ES modules (docs/guides/parcel.md, "The development build").
 *
 * Its JavaScript transformer counts a named import as used only where it visits the name, and it
 * does not visit the computed key of a member expression on a plain identifier or `this`:
 * `state[NAME]`, `state?.[NAME]`, `this[NAME]`, `state['x' + NAME]`. A module that uses one name from
 * a module only so, and another name from the same module anywhere else, tells Parcel it uses the
 * other name alone. When the module it imports from is side-effect free and re-exports NAME from a
 * third module (a barrel: `export { NAME } from`, import-then-export, `export *`), Parcel drops the
 * barrel's dependency on that third module unless something else keeps it, and NAME reads
 * `undefined` at run time. A production build (scope hoisting) analyses the module another way and
 * is right. Measured with Parcel 2.16.4; the package's `sideEffects` makes its modules side-effect free.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

function modulesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mjs'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The reference sits in a computed key of `identifier[…]` or `this[…]`, at any depth. */
function inUnvisitedKey(reference: ts.Node): boolean {
  for (let child = reference, parent = reference.parent; parent !== undefined; child = parent, parent = parent.parent) {
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === child) {
      if (ts.isIdentifier(parent.expression) || parent.expression.kind === ts.SyntaxKind.ThisKeyword) return true;
    }
  }
  return false;
}

interface ImportedName {
  name: string;
  specifier: string;
  declaration: ts.Identifier;
  counted: boolean;
  unvisited: boolean;
}

/**
 * Every import in the ES modules under `modulesDir` that Parcel 2.16's development build would
 * leave `undefined` in a host, as `file: NAME from 'specifier' …`. Empty when none has the shape.
 */
export function importsParcelDevBuildLoses(modulesDir: string): string[] {
  const files = modulesUnder(modulesDir);
  const program = ts.createProgram(files, { allowJs: true, noEmit: true, noLib: true, types: [], target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler });
  const checker = program.getTypeChecker();
  const found: string[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const imports = new Map<ts.Symbol, ImportedName>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !statement.importClause) continue;
      const specifier = statement.moduleSpecifier.text;
      const { name: defaultName, namedBindings } = statement.importClause;
      const bindings: [string, ts.Identifier][] = [
        ...(defaultName ? [['default', defaultName] as [string, ts.Identifier]] : []),
        ...(namedBindings && ts.isNamedImports(namedBindings) ? namedBindings.elements.map((element): [string, ts.Identifier] => [(element.propertyName ?? element.name).text, element.name]) : []),
      ];
      for (const [name, declaration] of bindings) {
        const symbol = checker.getSymbolAtLocation(declaration);
        if (symbol) imports.set(symbol, { name, specifier, declaration, counted: false, unvisited: false });
      }
    }
    const localNames = new Set([...imports.values()].map((imported) => imported.declaration.text));
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && localNames.has(node.text)) {
        const symbol = checker.getSymbolAtLocation(node);
        const imported = symbol && imports.get(symbol);
        if (imported && imported.declaration !== node) {
          if (inUnvisitedKey(node)) imported.unvisited = true;
          else imported.counted = true;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    const all = [...imports.values()];
    for (const imported of all.filter((candidate) => candidate.unvisited && !candidate.counted)) {
      const others = all.filter((other) => other.specifier === imported.specifier && other.counted);
      // Parcel keeps every export of a module none of whose names it counted: safe.
      if (others.length === 0) continue;
      // A name the imported module declares itself is on its exports object whatever Parcel drops.
      const target = checker.getSymbolAtLocation(imported.declaration);
      const declaredIn = target && checker.getAliasedSymbol(target).declarations?.[0]?.getSourceFile().fileName;
      const importedFile = ts.resolveModuleName(imported.specifier, file, program.getCompilerOptions(), ts.sys).resolvedModule?.resolvedFileName;
      if (declaredIn !== undefined && declaredIn === importedFile) continue;
      found.push(`${relative(modulesDir, file)}: ${imported.name} from '${imported.specifier}' (used only as a computed key; ${others.map((other) => other.name).join(', ')} used otherwise)`);
    }
  }
  return found;
}
