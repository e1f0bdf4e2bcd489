import { render, screen } from '@testing-library/react';
import { parse } from '@formatjs/icu-messageformat-parser';
import { FormattedMessage } from 'react-intl';
import { UI_LOCALES, type ShopPartsConfig } from '../../../config';
import { loadDialCodeSelectMessages, loadMessages, loadShopPartsMessages, mergeMessages, ShopPartsIntlProvider } from '../../../locales';
import { DialCodeSelect } from '../../../widgets';
import { partCatalogue } from '../../support/catalogues';
import { loadWidgetMessages } from '../../../examples/dialCodeSelectMessages';

describe('loadMessages', () => {
  it.each(UI_LOCALES)('loads the %s catalogue', async (locale) => {
    await expect(loadMessages(locale)).resolves.toEqual(expect.any(Object));
  });

  // A shopper's page downloads what the footer, the form and the widgets show, and not the staff
  // panel's texts (its chunk brings them) or the dial-code select's country names (no part shows it).
  it.each(UI_LOCALES)('loads the %s texts of the footer, the newsletter form and the widgets, and no other', async (locale) => {
    const messages = await loadMessages(locale);
    const expected = { ...partCatalogue('footer', locale), ...partCatalogue('newsletter', locale), ...partCatalogue('widgets', locale) };
    expect(messages).toEqual(expected);
    expect(Object.keys(messages).filter((id) => id.startsWith('preview.') || id.startsWith('widgets.dialCodeSelect.'))).toEqual([]);
  });

  it('merges the host overrides over the catalogue', async () => {
    const messages = await loadMessages('de-DE', { 'host.greeting': 'Hallo' });
    expect(messages['host.greeting']).toBe('Hallo');
  });

  it('logs an error and shows the source texts when the catalogue cannot load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A JavaScript host can pass any string; the cast stands for that.
    await expect(loadMessages('xx-XX' as 'en')).resolves.toEqual({});
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not load the xx-XX messages'), expect.any(Error));
    error.mockRestore();
  });
});

describe('loadDialCodeSelectMessages', () => {
  it.each(UI_LOCALES)('loads the dial-code select\'s %s texts', async (locale) => {
    await expect(loadDialCodeSelectMessages(locale)).resolves.toEqual(partCatalogue('dialCodeSelect', locale));
  });

  // The widgets guide's sample (docs/guides/widgets.md).
  it('gives the select its label and country names in the page\'s language, next to loadMessages\' texts', async () => {
    const messages = await loadWidgetMessages('pl-PL');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <ShopPartsIntlProvider locale="pl-PL" messages={messages}>
        <DialCodeSelect />
      </ShopPartsIntlProvider>,
    );
    const select = screen.getByRole('combobox', { name: partCatalogue('dialCodeSelect', 'pl-PL')['widgets.dialCodeSelect.label'] });
    expect(select).toHaveTextContent('Niemcy');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('logs an error and leaves the German source texts when the catalogue cannot load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A JavaScript host can pass any string; the cast stands for that.
    await expect(loadDialCodeSelectMessages('xx-XX' as 'en')).resolves.toEqual({});
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not load the xx-XX messages'), expect.any(Error));
    error.mockRestore();
  });
});

describe('loadShopPartsMessages', () => {
  // A host that leaves react-intl's parser out passes its overrides precompiled
  // (docs/guides/bundle-size.md); the configuration's type takes them as the catalogue holds them.
  it('takes precompiled overrides in the configuration and shows them', async () => {
    const config: ShopPartsConfig = { site: 'AT', messages: { 'host.greeting': parse('Servus {name}!') } };
    const messages = await loadShopPartsMessages(config);
    render(
      <ShopPartsIntlProvider locale="de-AT" messages={messages}>
        <FormattedMessage id="host.greeting" values={{ name: 'Anna' }} />
      </ShopPartsIntlProvider>,
    );
    expect(document.body.textContent).toBe('Servus Anna!');
  });
});

describe('mergeMessages', () => {
  it('logs an error for overrides that are not an object and keeps the catalogue', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(mergeMessages({ a: 'A' }, 'oops')).toEqual({ a: 'A' });
    expect(mergeMessages({ a: 'A' }, ['x'])).toEqual({ a: 'A' });
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('takes precompiled overrides (formatjs compile --ast) and formats them next to the precompiled catalogue', () => {
    const precompiled = parse('Hallo {name}!');
    const merged = mergeMessages({ a: parse('Katalog') }, { b: precompiled });
    expect(merged).toEqual({ a: parse('Katalog'), b: precompiled });
    render(
      <ShopPartsIntlProvider locale="de-DE" messages={{ ...merged, c: 'Text {n}' }}>
        <FormattedMessage id="b" values={{ name: 'Anna' }} /> <FormattedMessage id="a" /> <FormattedMessage id="c" values={{ n: 1 }} />
      </ShopPartsIntlProvider>,
    );
    expect(document.body.textContent).toBe('Hallo Anna! Katalog Text 1');
  });

  it('merges the string entries and logs the others', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(mergeMessages({ a: 'A', b: 'B' }, { a: 'AA', b: 42, c: 'C' })).toEqual({ a: 'AA', b: 'B', c: 'C' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('b are neither strings nor precompiled messages'));
    error.mockRestore();
  });
});

describe('a missing translation', () => {
  // de-DE included: the default language's catalogue can miss a key as well.
  it.each(UI_LOCALES)('warns in %s and shows the German source text', (locale) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <ShopPartsIntlProvider locale={locale} messages={{}}>
        <FormattedMessage id="test.only.key" defaultMessage="Nach oben" />
      </ShopPartsIntlProvider>,
    );
    expect(screen.getByText('Nach oben')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('test.only.key'));
    warn.mockRestore();
  });
});
