export { Notification, type NotificationProps } from './Notification';
export {
  normalizeNotificationVariant,
  NOTIFICATION_VARIANTS,
  type NotificationVariant,
  type NotificationVariantInput,
} from './variant';
