// The package test runs this suite on a Node it chose (first on PATH) and says which: a PATH that
// found another Node must fail here, not pass as if the chosen one had run.
it('runs on the Node the package test chose', () => {
  expect(process.version).toBe(process.env.EXPECTED_NODE_VERSION);
});
