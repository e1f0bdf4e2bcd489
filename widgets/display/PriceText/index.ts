export { PriceText, type PriceTextProps } from './PriceText';
