import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import previewTexts from '../../../locales/catalogues/preview/en.json';

/**
 * Gives the staff panel its own texts: the preview.* catalogue (English in every shop) travels in
 * the panel's chunk, so a shopper's page never downloads it and the panel never renders without
 * it. The page's messages stay on top, so a host's overrides of preview.* texts still win.
 */
export function PanelMessages({ children }: { children: ReactNode }) {
  const page = useIntl();
  const messages = useMemo(() => ({ ...previewTexts, ...page.messages }), [page.messages]);
  return (
    <IntlProvider locale={page.locale} messages={messages} defaultLocale={page.defaultLocale} onError={page.onError}>
      {children}
    </IntlProvider>
  );
}
