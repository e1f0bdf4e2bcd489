import { act, screen, within } from '@testing-library/react';
import { hydrateIslands, renderIslands, type IslandsPage } from '../../../examples/islandsPage';
import { createTestShop } from '../../../src/testing';
import { setCookie } from '../../support/cookies';
import { deFooterContent as deContent } from '../../support/deFooterContent';
import { useFakeServices } from '../../support/fakeServices';
import { setWindowWidth } from '../../support/windowWidth';
import { settled } from './renderPreview';
import { wholeCatalogue } from '../../support/catalogues';

const deMessages = wholeCatalogue('de-DE');

// The islands guide's page (examples/islandsPage.tsx), rendered on the server and hydrated as two
// roots on one store, as docs/guides/islands.md shows it: one staff panel, in the toolbar.

useFakeServices();

it('renders both islands on the server without a panel, hydrates them without a mismatch, and shows one panel, in the toolbar', async () => {
  setWindowWidth(1400);
  setCookie('StaffAuthToken', 'staff');
  const shop = createTestShop({ previewRoute: '/', startSagas: false });
  const page: IslandsPage = { store: shop.store, parts: shop.parts, messages: deMessages, content: deContent, serverState: shop.store.getState() };

  const html = renderIslands(page);
  expect(html.toolbar).toBe('');
  expect(html.footer).not.toContain('sp-preview');
  const toolbar = document.body.appendChild(document.createElement('nav'));
  toolbar.setAttribute('aria-label', 'Toolbar');
  toolbar.innerHTML = html.toolbar;
  const footer = document.body.appendChild(document.createElement('div'));
  footer.innerHTML = html.footer;

  // The browser reads the page (sagas), then hydrates; an unexpected console error (a mismatch) fails the test.
  shop.start();
  let roots: ReturnType<typeof hydrateIslands> = [];
  act(() => {
    roots = hydrateIslands(page, { toolbar, footer });
  });
  await screen.findAllByRole('region', { name: 'Staff preview' }, { timeout: 10000 });
  await settled(shop.store);
  // Every root has rendered what it will once the panel's lazy module is in and React has retried.
  await act(async () => {
    await import('../../../features/preview/components/PreviewPanel');
  });
  // Read again once settled: a panel found while the lazy module was coming in may since have been replaced.
  const panels = screen.getAllByRole('region', { name: 'Staff preview' });
  expect(panels).toHaveLength(1);
  expect(panels[0]?.parentElement).toBe(toolbar);
  expect(within(footer).getByRole('contentinfo')).toBeInTheDocument();
  act(() => roots.forEach((root) => root.unmount()));
  toolbar.remove();
  footer.remove();
});
