// The display widgets: typed React components without Redux, labelled through react-intl
// (message ids widgets.<component>.<name>, German source texts, the catalogues in locales/catalogues).
export { Notification, type NotificationProps, normalizeNotificationVariant, NOTIFICATION_VARIANTS, type NotificationVariant, type NotificationVariantInput } from './Notification';
export { Modal, MODAL_SIZES, type ModalProps, type ModalSize } from './Modal';
export { ExpansionBlock, DEFAULT_COLLAPSED_HEIGHT, type ExpansionBlockProps } from './ExpansionBlock';
export { Pagination, type PaginationProps } from './Pagination';
export { FileUploadRemoval, type FileUploadRemovalProps } from './FileUploadRemoval';
export { CopyCode, COPY_CONFIRMATION_MS, type CopyCodeProps, type CopyOutcome } from './CopyCode';
export { BackToTop, type BackToTopProps } from './BackToTop';
export { Slider, type SliderProps } from './Slider';
export { SearchSuggestions, type SearchSuggestion, type SearchSuggestionsProps } from './SearchSuggestions';
export { SkipLink, type SkipLinkProps } from './SkipLink';
export { PriceText, type PriceTextProps } from './PriceText';
export { EnergyLabel, type EnergyLabelProps, ENERGY_CLASSES, type EnergyClass } from './EnergyLabel';
