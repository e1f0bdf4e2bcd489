import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { UiLocale } from '../../config';
import csCZ from '../../locales/catalogues/cs-CZ';
import daDK from '../../locales/catalogues/da-DK';
import deAT from '../../locales/catalogues/de-AT';
import deCH from '../../locales/catalogues/de-CH';
import deDE from '../../locales/catalogues/de-DE';
import en from '../../locales/catalogues/en';
import frCH from '../../locales/catalogues/fr-CH';
import huHU from '../../locales/catalogues/hu-HU';
import plPL from '../../locales/catalogues/pl-PL';
import skSK from '../../locales/catalogues/sk-SK';
import svSE from '../../locales/catalogues/sv-SE';
import trTR from '../../locales/catalogues/tr-TR';

/** Every UI language's whole catalogue (all parts and widgets), as the package ships it. */
export const CATALOGUES: Record<UiLocale, Record<string, string>> = {
  'de-DE': deDE, 'de-AT': deAT, 'de-CH': deCH, 'fr-CH': frCH, 'pl-PL': plPL, 'sk-SK': skSK,
  'cs-CZ': csCZ, 'hu-HU': huHU, 'tr-TR': trTR, 'da-DK': daDK, 'sv-SE': svSE, en,
};

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
