import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import messages from '../../../../locales/catalogues/de-DE/displayWidgets.json';

/** Renders inside react-intl's provider with the German display-widget catalogue (locale de-DE). */
export function renderWithIntl(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="de-DE" defaultLocale="de-DE" messages={messages}>
      {children}
    </IntlProvider>
  );
  return render(ui, { wrapper, ...options });
}
