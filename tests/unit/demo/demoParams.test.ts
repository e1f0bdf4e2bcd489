import { demoSearch, parseDemoParams } from '../../../src/demo/demoParams';

it('defaults to DE with nothing else set', () => {
  expect(parseDemoParams('')).toEqual({ site: 'DE', platform: null, reduced: false, doiInvalid: false, wholePage: false, toolbar: false });
});

it('reads every parameter', () => {
  expect(parseDemoParams('?site=CH_FR&platform=SMARTPHONE&reduced=1&doi=invalid&hydrate=page&toolbar=1')).toEqual({
    site: 'CH_FR',
    platform: 'SMARTPHONE',
    reduced: true,
    doiInvalid: true,
    wholePage: true,
    toolbar: true,
  });
});

it.each(['?site=XX', '?site=de', '?site=', '?site=constructor'])('falls back to DE for %s', (search) => {
  expect(parseDemoParams(search).site).toBe('DE');
});

it('ignores unknown platforms and other values of reduced, doi, hydrate and toolbar', () => {
  expect(parseDemoParams('?platform=WATCH&reduced=yes&doi=valid&hydrate=island&toolbar=yes')).toEqual({ site: 'DE', platform: null, reduced: false, doiInvalid: false, wholePage: false, toolbar: false });
});

it('writes short query strings that read back the same', () => {
  expect(demoSearch(parseDemoParams(''))).toBe('');
  const params = parseDemoParams('?site=TR&platform=TABLET&reduced=1&doi=invalid&hydrate=page&toolbar=1');
  expect(demoSearch(params)).toBe('?site=TR&platform=TABLET&reduced=1&doi=invalid&hydrate=page&toolbar=1');
  expect(parseDemoParams(demoSearch(params))).toEqual(params);
});
