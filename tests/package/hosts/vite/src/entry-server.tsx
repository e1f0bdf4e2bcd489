import { renderToString } from 'react-dom/server';
import { loadFooterContent, loadShopPartsMessages, ShopFooter } from '@shop/shop-parts';
import { App } from './App';
import { site } from './site';
import { createHostStore } from './store';

/** The page's HTML as the server sends it. */
export async function render(): Promise<string> {
  const host = createHostStore(site);
  const stopParts = host.startParts();
  try {
    const [messages, content] = await Promise.all([loadShopPartsMessages(host.parts), loadFooterContent(site)]);
    return renderToString(<App host={host} messages={messages} footer={<ShopFooter content={content} />} />);
  } finally {
    stopParts(); // eject() also clears the api cache and its timers, so Node can exit
  }
}
