/**
 * The data of a JSON file loaded with `import()`. esbuild, webpack, Vite and Jest give it as the
 * module's default export; Parcel (the demo) gives the data itself. A JSON file whose data has a
 * top-level key "default" would be misread, so data files have none.
 */
export function jsonData(loaded: unknown): unknown {
  return typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
}
