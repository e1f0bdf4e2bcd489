import { render } from '@testing-library/react';
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from 'react-intl';
import { UI_LOCALES, type UiLocale } from '../../../../config';
import { Button, Checkbox, DialCodeSelect, Input, PasswordStrength, Select, TextLink } from '../../../../widgets/form';
import { widgetMessages } from '../widgetMessages';
import { wholeCatalogue } from '../../../support/catalogues';

type IntlError = Parameters<NonNullable<IntlConfig['onError']>>[0];

let formIds = new Set<string>();
beforeAll(async () => {
  formIds = new Set((await widgetMessages('form')).map(({ id }) => id));
});

/** The locale's texts of the form widgets (ids from widgets/form/<Widget>/messages.ts). */
function catalogue(locale: UiLocale): Record<string, string> {
  const all = wholeCatalogue(locale);
  return Object.fromEntries(Object.entries(all).filter(([id]) => formIds.has(id)));
}

/** Every form widget in every state that shows a text of its own. */
function AllTexts() {
  return (
    <>
      <Input label="a" defaultValue="x" error="e" />
      <Input label="b" type="password" />
      <Select label="c" options={[]} />
      <Checkbox label="d" error="e" />
      <TextLink href="/" target="_blank">f</TextLink>
      <Button href="/" target="_blank">g</Button>
      {['abcdefgh', 'abcdEFGH', 'abcdEFG1'].map((password) => (
        <PasswordStrength key={password} password={password} />
      ))}
      {['abcdefgh', 'abcdEFGH', 'abcdEFG1', 'abcdEFGH1234'].map((password) => (
        <PasswordStrength key={password} password={password} scale="footer" />
      ))}
      <DialCodeSelect />
    </>
  );
}

describe('form widget messages', () => {
  it('use every de-DE key, and the German source texts equal the de-DE catalogue', () => {
    const german = catalogue('de-DE');
    const missing = new Set<string>();
    const onMissing = (error: IntlError) => {
      if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION && 'descriptor' in error && typeof error.descriptor?.id === 'string') missing.add(error.descriptor.id);
      else throw error;
    };
    const fromSource = render(
      <IntlProvider locale="de-DE" defaultLocale="en" messages={{}} onError={onMissing}>
        <AllTexts />
      </IntlProvider>,
    );
    const sourceHtml = fromSource.container.innerHTML;
    fromSource.unmount();
    const fromCatalogue = render(
      <IntlProvider locale="de-DE" defaultLocale="de-DE" messages={german}>
        <AllTexts />
      </IntlProvider>,
    );
    expect([...missing].sort()).toEqual(Object.keys(german).sort());
    expect(fromCatalogue.container.innerHTML.replace(/_r_[0-9a-z]+_/g, 'ID')).toBe(sourceHtml.replace(/_r_[0-9a-z]+_/g, 'ID'));
  });

  it('de-CH is written without ß', () => {
    expect(Object.values(catalogue('de-CH')).filter((text) => text.includes('ß'))).toEqual([]);
  });

  it.each(UI_LOCALES.filter((locale) => !locale.startsWith('de')))('%s is translated (not the German text)', (locale) => {
    const [german, texts] = [catalogue('de-DE'), catalogue(locale)];
    for (const id of ['widgets.input.clear', 'widgets.input.showPassword', 'widgets.passwordStrength.label', 'widgets.dialCodeSelect.label']) {
      expect([id, texts[id]]).not.toEqual([id, german[id]]);
    }
  });
});
