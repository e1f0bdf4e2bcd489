import { localeForSite, readCookie, readCookies, resolveConfig } from '../../../config';

describe('locale per site', () => {
  it.each([
    ['TR', 'tr-TR'], ['CZ', 'cs-CZ'], ['CH', 'de-CH'], ['CH_FR', 'fr-CH'], ['HU', 'hu-HU'],
    ['AT', 'de-AT'], ['SK', 'sk-SK'], ['PL', 'pl-PL'], ['DE', 'de-DE'], ['XX', 'de-DE'], ['', 'de-DE'],
  ])('%s uses %s', (site, locale) => {
    expect(localeForSite(site)).toBe(locale);
  });
});

describe('resolveConfig', () => {
  it('fills the defaults from the site', () => {
    const { settings } = resolveConfig({ site: 'CH_FR', apiBaseUrl: 'https://shop.example/' });
    expect(settings).toEqual({
      site: 'CH_FR',
      locale: 'fr-CH',
      apiBaseUrl: 'https://shop.example',
      spa: false,
      previewRoute: '/preview',
      appPlatform: null,
      csrf: { cookieName: 'XSRF-TOKEN', headerName: 'X-XSRF-TOKEN' },
    });
  });

  it('lets the host choose another UI language, e.g. English on the Swiss site', () => {
    expect(resolveConfig({ site: 'CH', locale: 'en' }).settings.locale).toBe('en');
  });

  it('replaces an unknown site or locale by the default and says so in the console', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A host written in plain JavaScript can pass anything; the cast stands for that.
    const { settings } = resolveConfig({ site: 'FR' as 'DE', locale: 'xx-XX' as 'en' });
    expect(settings.site).toBe('DE');
    expect(settings.locale).toBe('de-DE');
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('pushes analytics events onto window.dataLayer by default', () => {
    const { services } = resolveConfig({ site: 'DE' });
    services.analytics({ event: 'sign_up', subject: 'newsletter', origin: 'onsite:subsite', type: 'ga4' });
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({ event: 'sign_up', subject: 'newsletter', origin: 'onsite:subsite', type: 'ga4' });
  });
});

describe('cookies', () => {
  it('reads names and values, decoding percent-encoding', () => {
    expect(readCookies('a=1; LoginToken=x%3Dy; empty=')).toEqual({ a: '1', LoginToken: 'x=y', empty: '' });
  });

  it('keeps malformed percent-encoding raw and ignores parts without a name', () => {
    expect(readCookies('bad=%E0%A4%A; =novalue; junk; ok=1')).toEqual({ bad: '%E0%A4%A', ok: '1' });
  });

  it('takes the first of two cookies with the same name', () => {
    expect(readCookie('t', 't=first; t=second')).toBe('first');
  });

  it('treats an empty value as no cookie', () => {
    expect(readCookie('t', 't=')).toBeUndefined();
  });
});
