import type { Page } from 'playwright-core';
import type { BrowserForFile, OpenedPage } from './browser';

/** The focused element, seen as a keyboard user meets it. */
export interface Focused {
  /** The accessible name as far as aria-label, a label or the text gives it. */
  name: string;
  tag: string;
  id: string;
  /** Inside the section the walk is about. */
  inSection: boolean;
  /** Inside an open dialog (a native `<dialog>` portalled outside the section). */
  inDialog: boolean;
}

const DIALOG = 'dialog[open]';

export function focused(page: Page, section: string): Promise<Focused> {
  return page.evaluate(
    ({ section, dialog }) => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return { name: '', tag: 'body', id: '', inSection: false, inDialog: false };
      const labels = (element as HTMLInputElement).labels;
      const name = element.getAttribute('aria-label') ?? (labels && labels[0] ? labels[0].textContent : element.textContent) ?? '';
      return {
        name: name.trim(),
        tag: element.tagName.toLowerCase(),
        id: element.id,
        inSection: Boolean(element.closest(section)),
        inDialog: Boolean(element.closest(dialog)),
      };
    },
    { section, dialog: DIALOG },
  );
}

/** The widget gallery at a width, once the given section has rendered. */
export async function openGallery(browser: BrowserForFile, section: string, width: number): Promise<OpenedPage> {
  const opened = await browser.open('/widgets.html', width);
  await opened.page.waitForSelector(section);
  return opened;
}
