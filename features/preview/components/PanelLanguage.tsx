import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl, type IntlConfig } from 'react-intl';
import english from '../../../locales/catalogues/en.json';

// The widgets' English texts (the hidden "Error:"/"Success:" prefixes, close labels …): the panel's
// own preview.* texts are English in every catalogue already, the widgets' are in the page language.
const englishWidgetMessages: Record<string, string> = Object.fromEntries(Object.entries(english).filter(([id]) => id.startsWith('widgets.')));

/**
 * Gives the staff tool's parts that carry lang="en" English widget texts too (WCAG 3.1.2): a
 * widget inside them (Notification, FieldError) would otherwise speak the page language's prefix
 * inside an English part. Wrap exactly the elements marked lang="en".
 */
export function PanelLanguage({ children }: { children: ReactNode }) {
  const page = useIntl();
  const messages = useMemo(() => ({ ...page.messages, ...englishWidgetMessages }), [page.messages]);
  return (
    // Mixed string and precompiled messages, as ShopPartsIntlProvider passes them: react-intl
    // formats each on its own, its type only names the all-of-one-kind records.
    <IntlProvider locale="en" messages={messages as IntlConfig['messages']} defaultLocale={page.defaultLocale} onError={page.onError}>
      {children}
    </IntlProvider>
  );
}
