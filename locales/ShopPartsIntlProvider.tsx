import type { ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import type { Messages, UiLocale } from '../config';

type IntlError = Parameters<NonNullable<IntlConfig['onError']>>[0];

/** A missing key warns (the German source text is shown); any other formatting problem is an error. */
function reportIntlError(error: IntlError): void {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) console.warn(`[shop-parts] ${error.message}`);
  else console.error(`[shop-parts] ${error.message}`);
}

/**
 * The source texts are German, so the default locale is 'de'. Not 'de-DE': react-intl stays silent
 * about a key missing while the page's locale equals the default locale, and de-DE is a UI
 * language whose catalogue must warn like the other eleven.
 */
const SOURCE_LOCALE = 'de';

/** The parts' react-intl: their language and catalogue, German as the source, problems logged with the `[shop-parts]` prefix. */
export function ShopPartsIntlProvider(props: { locale: UiLocale; messages: Messages; children: ReactNode }) {
  return (
    // react-intl formats each message on its own, string or precompiled; its type only names the
    // all-strings and all-precompiled records, and a host's string overrides make ours mixed.
    <IntlProvider locale={props.locale} messages={props.messages as IntlConfig['messages']} defaultLocale={SOURCE_LOCALE} onError={reportIntlError}>
      {props.children}
    </IntlProvider>
  );
}
