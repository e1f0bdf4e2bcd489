// The root route: its loader reads the parts' data on the server once per document request; App
// holds the store, one per server render and one per browser tab, around every page.
import '@shop/shop-parts/styles.css';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData, type ShouldRevalidateFunction } from 'react-router';
import { ShopFooter, ShopPartsProvider } from '@shop/shop-parts';
import { loadFooterContent, loadShopPartsMessages, localeForSite, pageConditions } from '@shop/shop-parts/server';
import { site } from './site';
import { createHostStore } from './store';
import type { Route } from './+types/root';

export async function loader({ request }: Route.LoaderArgs) {
  // What this host writes on <html>: the shop's apps open their pages with ?platform=SMARTPHONE or TABLET.
  const htmlAttributes = { 'data-platform': new URL(request.url).searchParams.get('platform') ?? undefined };
  const [messages, content] = await Promise.all([loadShopPartsMessages({ site }), loadFooterContent(site)]);
  const conditions = pageConditions({ cookieHeader: request.headers.get('cookie'), htmlAttributes });
  return { messages, content, conditions, htmlAttributes };
}

// The messages, the content and the page conditions hold for the whole visit: a client-side
// navigation does not fetch them again (the browser follows the cookies and attributes itself).
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: 'data:,' }];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={localeForSite(site)} {...data?.htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData: { messages, content, conditions } }: Route.ComponentProps) {
  // Made in the first render: a new store for each server render, one for the tab in the browser.
  const [host] = useState(() => createHostStore(site));
  // Sagas run in the browser only; the cleanup keeps StrictMode's second mount from doubling them.
  useEffect(() => {
    const task = host.sagaMiddleware.run(host.parts.rootSaga);
    return () => task.cancel();
  }, [host]);
  return (
    <Provider store={host.store} serverState={host.serverState}>
      <ShopPartsProvider parts={host.parts} messages={messages} pathname={useLocation().pathname}>
        <Outlet />
        <ShopFooter
          content={content}
          reduced={conditions.reduced}
          platform={conditions.platform}
          newsletterHidden={conditions.newsletterHidden}
        />
      </ShopPartsProvider>
    </Provider>
  );
}
