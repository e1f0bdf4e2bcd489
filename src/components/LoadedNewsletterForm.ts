import { lazy } from 'react';
import { loadNewsletterForm } from '../../features/newsletter/components/loadNewsletterForm';

/**
 * The form as browsers and bundlers get it (package.json "imports", `#loaded-newsletter-form`,
 * conditions "browser" and "default"): its code (the form, yup, the TLD list) is reached only
 * through `import()`, so a host's bundler puts it in a chunk of its own that loads when the form
 * first renders. Node gets LoadedNewsletterForm.node.ts.
 */
export const LoadedNewsletterForm = lazy(loadNewsletterForm);
