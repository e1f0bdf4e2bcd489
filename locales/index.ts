export { loadMessages, mergeMessages, SUPPORTED_LOCALES, type Messages } from './loadMessages';
export { ShopPartsIntlProvider } from './ShopPartsIntlProvider';
export { loadShopPartsMessages, type MessageSource } from './loadShopPartsMessages';
