import { NewsletterForm, type NewsletterFormProps } from '../../features/newsletter';
import { PartsScope } from '../../store';

/**
 * The public NewsletterForm once its chunk has loaded: the form itself in the parts' scope, as the
 * public component renders it (src/components/NewsletterFormOnDemand.tsx), without the wait for
 * `import()`, so a test renders it in one pass.
 */
export function FormInPartsScope(props: NewsletterFormProps) {
  return (
    <PartsScope>
      <NewsletterForm {...props} />
    </PartsScope>
  );
}
