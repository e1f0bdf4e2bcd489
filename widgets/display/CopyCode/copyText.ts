/** 'copied' when the text is on the clipboard; 'unavailable' when the browser offers no clipboard
 * (an insecure page, an old browser, the server) or refused to write (no permission). */
export type CopyOutcome = 'copied' | 'unavailable';

/** Copies `text` with the asynchronous Clipboard API. Never throws. */
export async function copyText(text: string): Promise<CopyOutcome> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') return 'unavailable';
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'unavailable';
  }
}
