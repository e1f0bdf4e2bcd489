export { loadMessages, mergeMessages, SUPPORTED_LOCALES, type Messages } from './loadMessages';
export { ShopPartsIntlProvider, reportIntlError } from './ShopPartsIntlProvider';
export { loadShopPartsMessages, type MessageSource } from './loadShopPartsMessages';
