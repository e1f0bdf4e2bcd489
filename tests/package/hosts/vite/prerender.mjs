// Server-renders the page into the built index.html (what an SSR server would send).
import { readFileSync, writeFileSync } from 'node:fs';

const { render } = await import('./dist-server/entry-server.js');
const file = new URL('./dist/index.html', import.meta.url);
writeFileSync(file, readFileSync(file, 'utf8').replace('<!--app-html-->', await render()));
