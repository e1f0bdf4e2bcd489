/** The four kinds of notification. */
export type NotificationVariant = 'error' | 'success' | 'information' | 'warning';

/** What a caller may pass: the four kinds plus 'info', the other component set's name for information. */
export type NotificationVariantInput = NotificationVariant | 'info';

export const NOTIFICATION_VARIANTS: readonly NotificationVariant[] = ['error', 'success', 'information', 'warning'];

/**
 * The variant to show for whatever a caller (or CMS content) passed: 'info' is an alias of
 * 'information', and anything unknown (a typo, undefined) falls back to 'information', the most
 * neutral kind, so content is never dropped because of a bad variant.
 */
export function normalizeNotificationVariant(variant: string | undefined): NotificationVariant {
  if (variant === 'info') return 'information';
  return (NOTIFICATION_VARIANTS as readonly string[]).includes(variant ?? '') ? (variant as NotificationVariant) : 'information';
}

/** Icon names (widgets/base iconPaths) of each kind's pictogram. */
export const NOTIFICATION_ICONS: Record<NotificationVariant, string> = {
  error: 'error',
  success: 'success',
  information: 'info',
  warning: 'warning',
};
