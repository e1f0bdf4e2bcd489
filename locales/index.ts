export { loadMessages, mergeMessages } from './loadMessages';
export { loadDialCodeSelectMessages } from './loadDialCodeSelectMessages';
// The type lives in config (the host's configuration names it); the store's modules take it from here.
export type { Messages } from '../config';
export { ShopPartsIntlProvider } from './ShopPartsIntlProvider';
export { loadShopPartsMessages } from './loadShopPartsMessages';
