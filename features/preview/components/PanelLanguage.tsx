import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
// The widgets' English texts (the hidden "Error:"/"Success:" prefixes, close labels …), in the
// panel's chunk: the panel's own preview.* texts are English already (PanelMessages), the widgets'
// are in the page language.
import englishWidgetMessages from '../../../locales/catalogues/widgets/en.json';

/**
 * Gives the staff tool's parts that carry lang="en" English widget texts too (WCAG 3.1.2): a
 * widget inside them (Notification, FieldError) would otherwise speak the page language's prefix
 * inside an English part. Wrap exactly the elements marked lang="en".
 */
export function PanelLanguage({ children }: { children: ReactNode }) {
  const page = useIntl();
  const messages = useMemo(() => ({ ...page.messages, ...englishWidgetMessages }), [page.messages]);
  return (
    <IntlProvider locale="en" messages={messages} defaultLocale={page.defaultLocale} onError={page.onError}>
      {children}
    </IntlProvider>
  );
}
