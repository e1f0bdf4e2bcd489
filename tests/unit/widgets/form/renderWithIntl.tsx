import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import formWidgets from '../../../../locales/catalogues/de-DE/formWidgets.json';

/** Renders inside react-intl's provider with the de-DE form-widget catalogue. */
export function renderWithIntl(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="de-DE" defaultLocale="de-DE" messages={formWidgets}>
      {children}
    </IntlProvider>
  );
  return render(ui, { wrapper, ...options });
}
