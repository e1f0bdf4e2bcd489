/**
 * The form as Node gets it (package.json "imports", `#loaded-newsletter-form`): with the entry, so
 * a fresh process's first server render sends it whole, which `React.lazy` would not
 * (docs/decisions/2026-11-29-mechanisms-and-their-tests.md). Browsers get LoadedNewsletterForm.ts.
 */
export { NewsletterForm as LoadedNewsletterForm } from '../../features/newsletter/components/NewsletterForm';
