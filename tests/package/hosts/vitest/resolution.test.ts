// Vitest loads the package's ES modules: the `import` condition of every entry.
import { createRequire } from 'node:module';

it('resolves each entry of the package to its ES module build', () => {
  const resolve = (specifier: string) => import.meta.resolve(specifier);
  expect(resolve('@shop/shop-parts')).toMatch(/@shop\/shop-parts\/dist\/index\.mjs$/);
  expect(resolve('@shop/shop-parts/testing')).toMatch(/@shop\/shop-parts\/dist\/testing\.mjs$/);
  expect(createRequire(import.meta.url).resolve('@shop/shop-parts/server')).toMatch(/dist\/server\.cjs$/);
});
