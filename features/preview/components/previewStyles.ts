/**
 * The staff panel's styles travel with its lazily loaded code, so a shopper's page downloads
 * none of them: the panel puts them into the document once when it first mounts, as a constructed
 * stylesheet where the engine has them (docs/behaviour.md, "Preview").
 */
const PREVIEW_STYLES = `
/* The staff preview panel. Dark text on light surfaces (contrast well above 4.5:1). */
.sp-preview {
  margin: 0 0 16px;
  font-family: var(--sp-font, system-ui, sans-serif);
  color: var(--sp-color-text, #1f1f1f);
}
.sp-preview-bar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 8px 12px;
  border: 2px solid var(--sp-color-primary, #00436e);
  border-radius: var(--sp-radius, 4px);
  background: #fff8e1;
}
.sp-preview-bar__title {
  margin: 0;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
}
.sp-preview-bar__info {
  margin: 0;
}
.sp-preview-bar__actions {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-left: auto;
}
.sp-preview-settings {
  display: flex;
  flex-direction: column;
  gap: 16px;
}
.sp-preview-settings__when {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end; /* the date's hint makes its label taller: keep the two fields in line */
  gap: 16px;
}
.sp-preview-settings__when > * {
  flex: 1 1 200px;
}
.sp-preview-ab {
  display: flex;
  flex-direction: column;
  gap: 8px;
}
.sp-preview-ab__status {
  margin: 0;
  color: var(--sp-color-muted, #595959);
}
/* Empty live regions: out of the layout but still in the accessibility tree (not display:none), so
   a screen reader knows the region before its message arrives (WCAG 4.1.3). */
.sp-preview-ab__status:empty,
.sp-preview-settings__result:empty {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
.sp-preview-settings__actions {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
}
`;

const STYLE_ELEMENT_ID = 'sp-preview-styles';

/** The sheet each document adopted, so a second mount adds nothing. */
const adoptedSheets = new WeakMap<Document, CSSStyleSheet>();

/**
 * A constructed stylesheet in `document.adoptedStyleSheets`: a strict Content-Security-Policy
 * (`style-src` without 'unsafe-inline' or a nonce) blocks an injected `<style>` element but not
 * the CSSOM. The `<style>` element only where constructed stylesheets are missing (Safari before
 * 16.4; jsdom), where such a policy would block it.
 */
export function ensurePreviewStyles(): void {
  if (typeof document === 'undefined') return;
  if (!('adoptedStyleSheets' in document) || typeof CSSStyleSheet.prototype.replaceSync !== 'function') {
    ensureStyleElement();
    return;
  }
  let sheet = adoptedSheets.get(document);
  if (sheet && document.adoptedStyleSheets.includes(sheet)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(PREVIEW_STYLES);
    adoptedSheets.set(document, sheet);
  }
  // A new array, not push(): where the list is still the first specification's frozen array, push() throws.
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

function ensureStyleElement(): void {
  if (document.getElementById(STYLE_ELEMENT_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ELEMENT_ID;
  style.textContent = PREVIEW_STYLES;
  document.head.appendChild(style);
}
