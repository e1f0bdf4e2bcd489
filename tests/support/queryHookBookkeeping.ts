/**
 * RTK Query's subscription bookkeeping of a query hook, by action type: subscribing, letting go and
 * the batched sync (`shopPartsApi/subscriptions/…`, `shopPartsApi/internalSubscriptions/…`). What
 * the settings dialog's own A/B list query dispatches when it mounts or unmounts
 * (docs/decisions/2026-11-29-ab-list-in-the-dialog.md).
 */
export function isSubscriptionBookkeeping(type: string): boolean {
  return type.startsWith('shopPartsApi/subscriptions/') || type.startsWith('shopPartsApi/internalSubscriptions/');
}
