export { ExpansionBlock, DEFAULT_COLLAPSED_HEIGHT, type ExpansionBlockProps } from './ExpansionBlock';
