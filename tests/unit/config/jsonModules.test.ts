import { jsonData } from '../../../config/jsonModules';

describe('jsonData', () => {
  it('takes the data from the default export (esbuild, webpack, Vite, Jest)', () => {
    expect(jsonData({ default: { headline: 'Hallo' }, headline: 'Hallo' })).toEqual({ headline: 'Hallo' });
  });

  it('takes the data as it is when the bundler gives it without a default export (Parcel)', () => {
    expect(jsonData({ 'footer.label': 'Fußzeile' })).toEqual({ 'footer.label': 'Fußzeile' });
  });
});
