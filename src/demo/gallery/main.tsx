import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { loadDialCodeSelectMessages, loadMessages, ShopPartsIntlProvider, UI_LOCALES, type Messages, type UiLocale } from '../../widgets';
import { DisplayWidgetsSection } from './DisplayWidgetsSection';
import { FormWidgetsSection } from './FormWidgetsSection';

/** The widget gallery: every widget in every variant and state, with a language switch (?lang=). */
function Gallery() {
  const initial = new URLSearchParams(location.search).get('lang');
  const [locale, setLocale] = useState<UiLocale>((UI_LOCALES as readonly string[]).includes(initial ?? '') ? (initial as UiLocale) : 'de-DE');
  const [messages, setMessages] = useState<Messages | null>(null);
  useEffect(() => {
    let current = true;
    // The gallery shows the dial-code select, so it loads the select's country names too.
    void Promise.all([loadMessages(locale), loadDialCodeSelectMessages(locale)]).then(([widgets, dialCodes]) => current && setMessages({ ...widgets, ...dialCodes }));
    document.documentElement.lang = locale;
    return () => {
      current = false;
    };
  }, [locale]);
  return (
    <>
      <header className="demo-gallery-header">
        <h1>Widget gallery</h1>
        <label>
          Language{' '}
          <select value={locale} onChange={(event) => setLocale(event.target.value as UiLocale)}>
            {UI_LOCALES.map((code) => (
              <option key={code} value={code}>{code}</option>
            ))}
          </select>
        </label>
      </header>
      {messages && (
        <ShopPartsIntlProvider locale={locale} messages={messages}>
          <main id="main" className="demo-gallery">
            <FormWidgetsSection />
            <DisplayWidgetsSection />
          </main>
        </ShopPartsIntlProvider>
      )}
    </>
  );
}

const container = document.getElementById('gallery');
if (container) createRoot(container).render(<StrictMode><Gallery /></StrictMode>);
