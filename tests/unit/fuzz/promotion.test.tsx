import fc from 'fast-check';
import { PROMOTION_MAX_DEPTH, shopPartsApi } from '../../../api';
import { PromotionBlock } from '../../../features/footer/components/FooterPromotion';
import { FUZZ_RUNS, fuzzTimeout } from './fuzzRuns';
import { captureConsole, hostileJson, hostileText, hostileUrl, markupProblems, partsStore, renderMarkup, settlesWithin, useFakeFetch } from './fuzzSupport';

const fetchFake = useFakeFetch();

/** A link object with hostile parts. */
const link = fc.record({ url: hostileUrl, text: hostileText }, { requiredKeys: [] });

/** Promotion-shaped content, with everything hostile that fits into its fields. */
const promotionLike = fc.record(
  {
    headline: fc.oneof(hostileText, hostileJson),
    text: fc.oneof(hostileText, hostileJson),
    lang: fc.oneof(fc.constantFrom('de-DE', 'pl', 'x', '"><script>'), hostileText),
    link: fc.oneof(link, hostileJson),
    links: fc.oneof(fc.array(link, { maxLength: 8 }), hostileJson),
    extra: hostileJson,
  },
  { requiredKeys: [] },
);

const nested = fc
  .tuple(fc.integer({ min: 1, max: 3 * PROMOTION_MAX_DEPTH }), fc.constantFrom('[', '{"a":'), promotionLike)
  .map(([levels, open, inner]) => `${open.repeat(levels)}${JSON.stringify(inner)}${(open === '[' ? ']' : '}').repeat(levels)}`);

/** contentJSON as a content service might send it: JSON of any shape, broken JSON, deep JSON, huge JSON. */
const contentJSON = fc.oneof(
  { weight: 5, arbitrary: promotionLike.map((content) => JSON.stringify(content)) },
  { weight: 2, arbitrary: hostileJson.map((content) => JSON.stringify(content) ?? 'null') },
  { weight: 1, arbitrary: nested },
  { weight: 1, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.integer({ min: 60_000, max: 70_000 }).map((length) => JSON.stringify({ headline: 'big', text: 'x'.repeat(length) })) },
);

/** The body of the promotion call: mostly `{ contentJSON }`, sometimes anything. */
const body = fc.oneof({ weight: 9, arbitrary: contentJSON.map((json) => ({ contentJSON: json })) }, { weight: 1, arbitrary: hostileJson });

const ALLOWED_KEYS = ['headline', 'text', 'lang', 'link', 'links'];

describe('the markup check itself', () => {
  it.each([
    ['<p><script>alert(1)</script></p>', /script/],
    ['<p onclick="alert(1)">x</p>', /onclick/],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', /javascript:/],
    ['<a href="java&#x9;script:alert(1)">x</a>', /javascript:/],
    ['<a href="data:text/html,x">x</a>', /data:/],
    ['<a href="/&#9;/evil.example/login">x</a>', /leaves the site/],
    ['<a href="\\\\evil.example">x</a>', /leaves the site/],
  ])('finds the problem in %s', (html, problem) => {
    expect(markupProblems(html).join(' ')).toMatch(problem);
  });

  it('finds none in a plain promotion', () => {
    expect(markupProblems('<aside lang="de-DE"><p>&lt;script&gt;</p><a href="/sale?a=1&amp;b=2">x</a><a href="https://x.example/">y</a></aside>')).toEqual([]);
  });
});

describe('fuzzing the SHOP_FOOTER promotion', () => {
  it('settles, stores only the flat view, and renders no executable markup and no off-site relative link', async () => {
    const output = captureConsole();
    const store = partsStore();
    try {
      await fc.assert(
        fc.asyncProperty(body, async (answer) => {
          output.clear();
          fetchFake.answerWith(answer);
          const request = store.dispatch(shopPartsApi.endpoints.getFooterPromotion.initiate(undefined, { forceRefetch: true }));
          expect(await settlesWithin(request)).toBe('settled');
          request.unsubscribe();
          const entry = shopPartsApi.endpoints.getFooterPromotion.select()(store.getState());
          expect(entry.isSuccess || entry.isError).toBe(true);
          const view = entry.data;
          if (!view) return;
          expect(Object.keys(view).filter((key) => !ALLOWED_KEYS.includes(key))).toEqual([]);
          for (const item of [...(view.link ? [view.link] : []), ...(view.links ?? [])]) expect(Object.keys(item).sort()).toEqual(['text', 'url']);
          expect(markupProblems(renderMarkup(<PromotionBlock promotion={view} />))).toEqual([]);
          // At most one line per answer, and none quotes the content when it is refused for its size.
          expect(output.lines.length).toBeLessThanOrEqual(1);
        }),
        { numRuns: FUZZ_RUNS },
      );
    } finally {
      output.restore();
    }
  }, fuzzTimeout(20_000));
});
