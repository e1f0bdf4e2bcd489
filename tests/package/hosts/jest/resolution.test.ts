// Jest's CommonJS resolver finds every entry of the package without a moduleNameMapper.
it('resolves each entry of the package to its CommonJS build', () => {
  expect(require.resolve('@shop/shop-parts')).toMatch(/@shop\/shop-parts\/dist\/index\.cjs$/);
  expect(require.resolve('@shop/shop-parts/server')).toMatch(/@shop\/shop-parts\/dist\/server\.cjs$/);
  expect(require.resolve('@shop/shop-parts/testing')).toMatch(/@shop\/shop-parts\/dist\/testing\.cjs$/);
  expect(require.resolve('@shop/shop-parts/styles.css')).toMatch(/@shop\/shop-parts\/dist\/shop-parts\.css$/);
});
