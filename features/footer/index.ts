export { footerSlice, type FooterState } from './footerSlice';
