import { detectPlatform, isAccordionLayout } from '../../../features/footer';

describe('platform (docs/behaviour.md, "Footer")', () => {
  it.each([
    ['SMARTPHONE', 1600, 'SMARTPHONE'],
    ['TABLET', 300, 'TABLET'],
    ['classic', 300, 'CLASSIC'],
    [' MATCH ', 1600, 'MATCH'],
    [null, 767, 'MATCH'],
    [null, 768, 'TABLET'],
    [null, 1279, 'TABLET'],
    [null, 1280, 'CLASSIC'],
    ['PHABLET', 500, 'MATCH'],
    ['', 1400, 'CLASSIC'],
  ] as const)('attribute %p at width %p is %s', (attribute, width, expected) => {
    expect(detectPlatform(attribute, width)).toBe(expected);
  });

  it('assumes the default width 20000 (CLASSIC) when no width is known', () => {
    expect(detectPlatform(null)).toBe('CLASSIC');
  });

  it.each([
    ['MATCH', true],
    ['SMARTPHONE', true],
    ['TABLET', true],
    ['CLASSIC', false],
  ] as const)('%s: accordion layout %p', (platform, accordion) => {
    expect(isAccordionLayout(platform)).toBe(accordion);
  });
});
