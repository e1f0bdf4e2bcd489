import { abTestsStatus, effectiveTest, groupFieldState, isAbSelectionComplete } from '../../../features/preview/logic/abSelection';

const tests = [{ name: 'newsletter-banner', groups: [{ name: 'control' }] }];

describe('abTestsStatus', () => {
  it.each([
    ['idle', { skipped: true, fetching: false, failed: false, tests: undefined }],
    ['loading', { skipped: false, fetching: true, failed: false, tests: undefined }],
    ['loading', { skipped: false, fetching: true, failed: false, tests }],
    ['loading', { skipped: false, fetching: false, failed: false, tests: undefined }],
    ['failed', { skipped: false, fetching: false, failed: true, tests: undefined }],
    ['none', { skipped: false, fetching: false, failed: false, tests: [] }],
    ['found', { skipped: false, fetching: false, failed: false, tests }],
  ] as const)('is %s for %j', (expected, query) => {
    expect(abTestsStatus(query)).toBe(expected);
  });
});

describe('effectiveTest', () => {
  it('keeps a test of the list and drops any other', () => {
    expect(effectiveTest('newsletter-banner', tests)).toBe('newsletter-banner');
    expect(effectiveTest('gone', tests)).toBe('');
    expect(effectiveTest('newsletter-banner', undefined)).toBe('');
    expect(effectiveTest('', tests)).toBe('');
  });
});

describe('groupFieldState and isAbSelectionComplete', () => {
  it.each([
    ['', '', 'disabled', true],
    ['', 'control', 'disabled', true],
    ['newsletter-banner', '', 'required', false],
    ['newsletter-banner', 'control', 'default', true],
  ] as const)('test %j, group %j → %s, complete %s', (test, group, state, complete) => {
    expect(groupFieldState(test, group)).toBe(state);
    expect(isAbSelectionComplete(test, group)).toBe(complete);
  });
});
