import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { UI_LOCALES, type UiLocale } from '../../config';
import { wholeCatalogue } from './catalogues';

/** Every UI language's whole catalogue (all parts and widgets), as the package ships it. */
export const CATALOGUES = Object.fromEntries(
  UI_LOCALES.map((locale) => [locale, wholeCatalogue(locale)]),
) as Record<UiLocale, Record<string, string>>;

export interface IntlRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The UI language; German (de-DE) unless a test is about another one. */
  locale?: UiLocale;
}

/** Renders inside react-intl's provider with the language's whole catalogue; German is the default language. */
export function renderWithIntl(ui: ReactElement, { locale = 'de-DE', ...options }: IntlRenderOptions = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} defaultLocale="de-DE" messages={CATALOGUES[locale]}>
      {children}
    </IntlProvider>
  );
  return render(ui, { wrapper, ...options });
}
