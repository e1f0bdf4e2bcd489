/**
 * The demo host shop. URL parameters: site (DE, AT, CH, CH_FR, CZ, HU, SK, TR, PL; default DE),
 * platform (MATCH, SMARTPHONE, TABLET, CLASSIC), reduced=1, doi=invalid. The demo server
 * (scripts/fakeServer.ts) renders the page; this hydrates it. Under `npm start` it renders here.
 *
 * The entry is tiny and brings in React DOM and the shop in two steps, so the browser evaluates
 * the JavaScript in two shorter tasks instead of one long one and stays responsive while it loads.
 */
async function start(container: HTMLElement): Promise<void> {
  const [{ bootDemo }, reactDom] = await Promise.all([import('./bootDemo'), import('react-dom/client')]);
  await bootDemo(container, reactDom);
}

const container = document.getElementById('root');
if (container) void start(container);
