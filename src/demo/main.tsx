/**
 * The demo host shop. URL parameters: site (a SiteCode; default DE),
 * platform (MATCH, SMARTPHONE, TABLET, CLASSIC), reduced=1, doi=invalid, hydrate=page (no island:
 * the footer hydrates at start-up with the page), toolbar=1 (the staff panel in an island of its own
 * near the top). The demo server
 * (scripts/fakeServer.ts) renders the page; this hydrates it. Under `npm start` it renders here.
 *
 * Start-up comes in steps, each its own task (nextTask), so that no step blocks input for long:
 * the store layer's code, the store, React DOM with the host page, the parts' sagas. The parts'
 * footer is a second React root that hydrates only when it nears the viewport: a shopper who
 * never scrolls down pays nothing for it (README, "Performance").
 */
import { holdButtonClicks, whenNearViewport } from './footerSlot';
import { nextTask, whenIdle } from '../../config/scheduling';
import { warmUpIntlWhenIdle } from './warmUpIntl';

/** The sagas start in the page's first idle moment, and no later than this after the host page mounted. */
const SAGA_START_TIMEOUT_MS = 1000;

async function start(root: HTMLElement, footerSlot: HTMLElement): Promise<void> {
  // The footer island starts once this resolves: a click on one of its buttons (held from the first
  // moment and replayed once it is live), its nearing the viewport, or the reasons in step 5.
  let requestFooter: () => void = () => undefined;
  const footerRequested = new Promise<void>((resolve) => {
    requestFooter = resolve;
  });
  const clicks = holdButtonClicks(footerSlot, () => requestFooter());
  // 1. Redux Toolkit with the parts' slices, api and sagas; then the host's own store module.
  await import('./partsLayer');
  await nextTask();
  const [{ createDemoPage }, { readBrowserPageInput }] = await Promise.all([import('./demoPage'), import('./browserInput')]);
  await nextTask();
  // 2. The host's store with the parts in it.
  const page = createDemoPage(readBrowserPageInput());
  const html = document.documentElement;
  html.lang = page.parts.settings.locale;
  if (page.params.platform) html.dataset.platform = page.params.platform;
  document.title = `Bean & Home ${page.params.site} – shop parts demo`;
  await nextTask();
  // 3. React DOM and the host's page.
  const [reactDom, { hostPageElement }, { mountRoot }] = await Promise.all([import('react-dom/client'), import('./hostPage'), import('./mountRoot')]);
  await nextTask();
  mountRoot(reactDom, root, hostPageElement(page));
  await nextTask();
  // 3b. `?toolbar=1`: the staff panel's own island near the top, live at once (a third root on the store).
  const toolbarSlot = document.getElementById('shop-toolbar');
  if (page.params.toolbar && toolbarSlot) {
    const { toolbarIslandElement } = await import('./toolbarIsland');
    mountRoot(reactDom, toolbarSlot, await toolbarIslandElement(page));
    await nextTask();
  }
  // 4. The parts' sagas (login renewal, preview renewal), in the first idle moment: their first
  // check (cookies, maybe a request) then runs in a short task of its own, not in a start-up frame.
  whenIdle([page.startSagas], { timeoutMs: SAGA_START_TIMEOUT_MS, fallbackMs: SAGA_START_TIMEOUT_MS });

  // 5. The footer island. Staff see the preview panel at once; without server HTML there is nothing to show until it renders.
  if (page.login.staff || page.params.wholePage || !footerSlot.hasChildNodes()) requestFooter();
  else {
    warmUpIntlWhenIdle(page.parts.settings.locale);
    whenNearViewport(footerSlot, requestFooter);
  }
  await footerRequested;
  const { footerIslandElement } = await import('./footerIsland');
  const element = await footerIslandElement(page, () => {
    footerSlot.dataset.hydrated = 'true';
    clicks.release();
  });
  await nextTask();
  mountRoot(reactDom, footerSlot, element);
}

function reportStartFailure(error: unknown): void {
  console.error('[demo] the page could not start; the server-rendered page stays as it is', error);
}

const root = document.getElementById('root');
const footerSlot = document.getElementById('shop-footer');
if (root && footerSlot) start(root, footerSlot).catch(reportStartFailure);
