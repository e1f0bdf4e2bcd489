import fc from 'fast-check';
import { PREVIEW_STATUSES, shopPartsApi } from '../../../api';
import { AbTestPicker } from '../../../features/preview/components/AbTestPicker';
import { PreviewBar } from '../../../features/preview/components/PreviewBar';
import { FUZZ_RUNS, fuzzTimeout } from './fuzzRuns';
import { captureConsole, hostileJson, hostileText, markupProblems, partsStore, renderMarkup, settlesWithin, useFakeFetch } from './fuzzSupport';

const fetchFake = useFakeFetch();
const noop = () => undefined;

/** gettestsat answers: test lists with hostile names and groups, or anything at all. */
const abTestsAnswer = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.array(
      fc.record(
        { name: fc.oneof(hostileText, hostileJson), groups: fc.oneof(fc.array(fc.record({ name: fc.oneof(hostileText, hostileJson) }, { requiredKeys: [] }), { maxLength: 4 }), hostileJson) },
        { requiredKeys: [] },
      ),
      { maxLength: 6 },
    ),
  },
  { weight: 1, arbitrary: hostileJson },
);

/** checkauth answers: the spec's fields with hostile values, or anything at all. */
const checkAuthAnswer = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        status: fc.oneof(fc.constantFrom(...PREVIEW_STATUSES, 'success', 'OK'), hostileJson),
        dateTime: fc.oneof(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), hostileText, hostileJson),
        abTestName: fc.oneof(hostileText, hostileJson),
        abTestGroup: fc.oneof(hostileText, hostileJson),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: hostileJson },
);

const status = fc.constantFrom(200, 200, 200, 400, 401, 500);

describe('fuzzing the A/B test list (gettestsat)', () => {
  it('settles with tests of non-empty, distinct string names (groups too), and the picker renders no executable markup', async () => {
    const output = captureConsole();
    const store = partsStore();
    try {
      await fc.assert(
        fc.asyncProperty(abTestsAnswer, status, async (answer, code) => {
          output.clear();
          fetchFake.answerWith(answer, code);
          const request = store.dispatch(shopPartsApi.endpoints.getAbTestsAt.initiate('2030-01-01T23:59:59.999Z', { forceRefetch: true }));
          expect(await settlesWithin(request)).toBe('settled');
          request.unsubscribe();
          const entry = shopPartsApi.endpoints.getAbTestsAt.select('2030-01-01T23:59:59.999Z')(store.getState());
          expect(entry.isSuccess || entry.isError).toBe(true);
          const tests = entry.data ?? [];
          // Each name once: the picker's options are keyed and chosen by name.
          expect(new Set(tests.map((test) => test.name)).size).toBe(tests.length);
          for (const test of tests) {
            expect(typeof test.name === 'string' && test.name !== '').toBe(true);
            expect(new Set(test.groups.map((group) => group.name)).size).toBe(test.groups.length);
            for (const group of test.groups) expect(typeof group.name === 'string' && group.name !== '').toBe(true);
          }
          const chosen = tests[0];
          const html = renderMarkup(
            <AbTestPicker status="found" tests={tests} test={chosen?.name ?? ''} group={chosen?.groups[0]?.name ?? ''} onTestChange={noop} onGroupChange={noop} />,
          );
          expect(markupProblems(html)).toEqual([]);
          expect(output.lines).toEqual([]);
        }),
        { numRuns: FUZZ_RUNS },
      );
    } finally {
      output.restore();
    }
  }, fuzzTimeout(20_000));
});

describe('fuzzing the staff login check (checkauth)', () => {
  it('settles with a known status and strings or null, and the preview bar renders no executable markup', async () => {
    const output = captureConsole();
    const store = partsStore();
    try {
      await fc.assert(
        fc.asyncProperty(checkAuthAnswer, status, async (answer, code) => {
          output.clear();
          fetchFake.answerWith(answer, code);
          const request = store.dispatch(shopPartsApi.endpoints.checkPreviewAuth.initiate(undefined, { forceRefetch: true }));
          expect(await settlesWithin(request)).toBe('settled');
          request.unsubscribe();
          const entry = shopPartsApi.endpoints.checkPreviewAuth.select()(store.getState());
          // The endpoint turns every failure into a status: it always succeeds.
          expect(entry.isSuccess).toBe(true);
          const auth = entry.data;
          if (!auth) throw new Error('no checkauth result');
          expect(PREVIEW_STATUSES).toContain(auth.status);
          for (const value of [auth.dateTime, auth.abTestName, auth.abTestGroup]) expect(value === null || (typeof value === 'string' && value !== '')).toBe(true);
          expect(markupProblems(renderMarkup(<PreviewBar auth={auth} onSettings={noop} onLogout={noop} />))).toEqual([]);
          expect(output.lines).toEqual([]);
        }),
        { numRuns: FUZZ_RUNS },
      );
    } finally {
      output.restore();
    }
  }, fuzzTimeout(20_000));
});
