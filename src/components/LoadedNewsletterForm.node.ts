/**
 * The form as Node gets it (package.json "imports", `#loaded-newsletter-form`, condition "node"):
 * imported with the entry, so a server's first `renderToString`, `renderToPipeableStream` or
 * `prerender` in a fresh process renders it complete. `React.lazy` would leave that first render
 * to the browser (the HTML says "client rendering") until its `import()` has settled (see
 * docs/decisions/2026-11-29-mechanisms-and-their-tests.md). Browsers and bundlers get
 * LoadedNewsletterForm.ts.
 */
export { NewsletterForm as LoadedNewsletterForm } from '../../features/newsletter/components/NewsletterForm';
