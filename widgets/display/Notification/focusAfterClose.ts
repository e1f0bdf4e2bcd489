const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where focus goes when a notification closes, so it does not fall to <body> (a keyboard or screen
 * reader user would restart at the top of the page): the next focusable element after the
 * notification in document order, else the last one before it.
 */
export function focusAfterClose(notification: HTMLElement): void {
  const candidates = Array.from(notification.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !notification.contains(element));
  const after = candidates.find((element) => notification.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  const before = candidates.filter((element) => notification.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING).pop();
  (after ?? before)?.focus();
}
