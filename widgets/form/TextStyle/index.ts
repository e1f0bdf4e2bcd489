export { TextStyle, TEXT_STYLE_VARIANTS, type TextStyleElement, type TextStyleProps, type TextStyleVariant } from './TextStyle';
