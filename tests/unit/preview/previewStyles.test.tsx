import { act } from '@testing-library/react';
import { setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';
import { findPanel, renderPreview, settled } from './renderPreview';

useFakeServices();

beforeEach(() => setCookie('StaffAuthToken', 'staff'));

const styleElements = () => document.querySelectorAll('style#sp-preview-styles');

/** Shows the panel, then mounts the parts again (under StrictMode: mounted twice) as a host's remount does. */
async function showPanelTwice(): Promise<void> {
  const { view, renderTree, store } = renderPreview();
  await findPanel();
  act(() => view.unmount());
  renderTree({ strict: true });
  await findPanel();
  await settled(store);
}

describe('where constructed stylesheets are missing (jsdom, Safari before 16.4)', () => {
  afterEach(() => styleElements().forEach((element) => element.remove()));

  it('puts the styles into one <style id="sp-preview-styles"> in the head, however often the panel mounts', async () => {
    expect('adoptedStyleSheets' in document).toBe(false);
    await showPanelTwice();
    expect(styleElements()).toHaveLength(1);
    expect(styleElements()[0]?.parentElement).toBe(document.head);
    expect(styleElements()[0]?.textContent).toContain('.sp-preview-bar {');
  });
});

// A strict Content-Security-Policy blocks an injected <style> (style-src-elem) but not the CSSOM.
// jsdom has no constructed stylesheets: this block gives its document the two members the panel
// uses, for its own tests only (tests/browser/preview.test.ts checks the real thing in Chromium).
describe('where constructed stylesheets exist', () => {
  class ConstructedSheet {
    cssText = '';
    replaceSync(text: string): void {
      this.cssText = text;
    }
  }
  const hostSheet = new ConstructedSheet();
  const jsdomSheet = window.CSSStyleSheet;

  beforeEach(() => {
    window.CSSStyleSheet = ConstructedSheet as unknown as typeof CSSStyleSheet;
    Object.defineProperty(document, 'adoptedStyleSheets', { value: [hostSheet], writable: true, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'adoptedStyleSheets');
    window.CSSStyleSheet = jsdomSheet;
  });

  it("adopts one constructed sheet with the panel's styles after the host's own, however often the panel mounts, and injects no <style>", async () => {
    await showPanelTwice();
    const adopted = document.adoptedStyleSheets as unknown as ConstructedSheet[];
    expect(adopted).toHaveLength(2);
    expect(adopted[0]).toBe(hostSheet);
    expect(adopted[1]).toBeInstanceOf(ConstructedSheet);
    expect(adopted[1]?.cssText).toContain('.sp-preview-bar {');
    expect(styleElements()).toHaveLength(0);
  });

  it('adopts the sheet again when the host replaced the list since', async () => {
    const { view, renderTree, store } = renderPreview();
    await findPanel();
    act(() => view.unmount());
    document.adoptedStyleSheets = [hostSheet as unknown as CSSStyleSheet];
    renderTree();
    await findPanel();
    await settled(store);
    const adopted = document.adoptedStyleSheets as unknown as ConstructedSheet[];
    expect(adopted).toHaveLength(2);
    expect(adopted[1]?.cssText).toContain('.sp-preview-bar {');
  });
});
