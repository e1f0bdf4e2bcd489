import fc from 'fast-check';
import { Provider } from 'react-redux';
import { SALUTATIONS, shopPartsApi } from '../../../api';
import { pageActions } from '../../../config';
import { NewsletterForm } from '../../../features/newsletter';
import { loginTokenExpiringIn, setCookie } from '../../support/cookies';
import { clearCookies } from '../../support/fakeServices';
import { FUZZ_RUNS, fuzzTimeout } from './fuzzRuns';
import { captureConsole, hostileJson, hostileText, markupProblems, partsStore, renderMarkup, settlesWithin, useFakeFetch } from './fuzzSupport';

const fetchFake = useFakeFetch();

/** A base-data answer: customer-shaped with hostile values, or anything at all. */
const baseData = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        email: fc.oneof(hostileText, fc.emailAddress(), hostileJson),
        salutation: fc.oneof(fc.constantFrom(...SALUTATIONS, 'KING', '', '<b>'), hostileJson),
        firstName: fc.oneof(hostileText, hostileJson),
        lastName: fc.oneof(hostileText, hostileJson),
        consents: fc.oneof(fc.array(fc.oneof(fc.constant('DNE'), hostileText), { maxLength: 4 }), hostileJson),
        __proto__: hostileJson,
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: hostileJson },
);

const FORM_RENDER_EVERY = 10;

describe('fuzzing the customer base data', () => {
  beforeEach(() => setCookie('LoginToken', loginTokenExpiringIn(1800)));
  afterEach(() => clearCookies());

  it('settles and keeps only the form\'s fields as strings; the prefilled form renders no executable markup', async () => {
    const output = captureConsole();
    const store = partsStore();
    // What the page observer puts for a page with a LoginToken cookie (the store has no sagas): the
    // form shows the cached customer only to a logged-in visitor.
    store.dispatch(pageActions.pageObserved({ loginCookie: true }));
    let caseNumber = 0;
    let formsRendered = 0;
    let prefilledFormsRendered = 0;
    try {
      await fc.assert(
        fc.asyncProperty(baseData, fc.constantFrom(200, 200, 200, 401, 500), async (answer, status) => {
          output.clear();
          fetchFake.answerWith(answer, status);
          const request = store.dispatch(shopPartsApi.endpoints.getCustomerBaseData.initiate(undefined, { forceRefetch: true }));
          expect(await settlesWithin(request)).toBe('settled');
          request.unsubscribe();
          const entry = shopPartsApi.endpoints.getCustomerBaseData.select()(store.getState());
          expect(entry.isSuccess || entry.isError).toBe(true);
          const customer = entry.data;
          if (entry.isSuccess && customer) {
            expect(Object.keys(customer).sort()).toEqual(['consents', 'email', 'firstName', 'lastName', 'salutation']);
            for (const key of ['email', 'firstName', 'lastName'] as const) expect(typeof customer[key]).toBe('string');
            expect(['', ...SALUTATIONS]).toContain(customer.salutation);
            expect(customer.consents.every((consent) => consent === 'DNE')).toBe(true);
          }
          // The whole prefilled form takes about 25 ms to render here: every tenth case renders it
          // (100 of the 1,000 default cases), so the file stays a few seconds long.
          caseNumber += 1;
          if (caseNumber % FORM_RENDER_EVERY === 0) {
            const html = renderMarkup(
              <Provider store={store}>
                <NewsletterForm />
              </Provider>,
            );
            expect(markupProblems(html)).toEqual([]);
            // A customer's form opens with its extended fields: the prefilled form is the one rendered.
            const prefilled = entry.isSuccess && customer !== undefined;
            expect(html.includes('data-testid="newsletter-extended"')).toBe(prefilled);
            formsRendered += 1;
            if (prefilled) prefilledFormsRendered += 1;
          }
          expect(output.lines).toEqual([]);
        }),
        { numRuns: FUZZ_RUNS },
      );
      expect(formsRendered).toBeGreaterThanOrEqual(Math.floor(FUZZ_RUNS / FORM_RENDER_EVERY));
      expect(prefilledFormsRendered).toBeGreaterThan(0);
    } finally {
      output.restore();
    }
  }, fuzzTimeout(20_000));
});
