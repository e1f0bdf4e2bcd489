// The display widgets: typed React components without Redux, labelled through react-intl
// (message ids widgets.<component>.<name>, German source texts, catalogues displayWidgets.json).
export { Notification, type NotificationProps } from './notification/Notification';
export {
  normalizeNotificationVariant,
  NOTIFICATION_VARIANTS,
  type NotificationVariant,
  type NotificationVariantInput,
} from './notification/variant';
export { Modal, MODAL_SIZES, type ModalProps, type ModalSize } from './modal/Modal';
export { ExpansionBlock, DEFAULT_COLLAPSED_HEIGHT, type ExpansionBlockProps } from './expansionBlock/ExpansionBlock';
export { Pagination, type PaginationProps } from './pagination/Pagination';
export { FileUploadRemoval, type FileUploadRemovalProps } from './fileUploadRemoval/FileUploadRemoval';
export { CopyCode, COPY_CONFIRMATION_MS, type CopyCodeProps } from './copyCode/CopyCode';
export type { CopyOutcome } from './copyCode/copyText';
export { BackToTop, type BackToTopProps } from './backToTop/BackToTop';
export { Slider, type SliderProps } from './slider/Slider';
export { SearchSuggestions, type SearchSuggestion, type SearchSuggestionsProps } from './searchSuggestions/SearchSuggestions';
export { SkipLink, type SkipLinkProps } from './skipLink/SkipLink';
export { PriceText, type PriceTextProps } from './priceText/PriceText';
export { EnergyLabel, type EnergyLabelProps } from './energyLabel/EnergyLabel';
export { ENERGY_CLASSES, type EnergyClass } from './energyLabel/energyClass';
