export { TextLink, TEXT_LINK_SIZES, TEXT_LINK_VARIANTS, type TextLinkIconPosition, type TextLinkProps, type TextLinkSize, type TextLinkVariant } from './TextLink';
export { textLinkMessages } from './messages';
