import fc from 'fast-check';
import { sanitizePromotion } from '../../../api';
import { isNewsletterHidden, isReducedByCookie } from '../../../features/footer';

describe('reduced mode by cookie', () => {
  it.each([
    ['affiliateNumber=4711', true],
    ['a=1; affiliateNumber=4711; b=2', true],
    ['xc-app=new', true],
    ['foo=1; xc-app=new; bar=2', true],
    ['xc-app=old', false],
    ['affiliate=1', false],
    ['', false],
  ])('%p → %p', (cookies, reduced) => {
    expect(isReducedByCookie(cookies)).toBe(reduced);
  });
});

describe('newsletter form visibility', () => {
  it.each([
    [null, null, false],
    ['true', null, true],
    [' TRUE ', null, true],
    ['false', null, false],
    [null, 'WAITING_FOR_DOI', true],
    [null, 'SUBSCRIBED', true],
    [null, 'NONE', false],
    [null, 'UNSUBSCRIBED', false],
  ])('attribute %p, status %p → hidden %p', (attribute, status, hidden) => {
    expect(isNewsletterHidden(attribute, status)).toBe(hidden);
  });
});

describe('promotion sanitising', () => {
  it('keeps text and safe links', () => {
    expect(sanitizePromotion({ headline: 'Sale', text: 'Now', link: { url: '/sale', text: 'Go' }, links: [{ url: 'https://x.example/a', text: 'A' }] })).toEqual({
      headline: 'Sale',
      text: 'Now',
      link: { url: '/sale', text: 'Go' },
      links: [{ url: 'https://x.example/a', text: 'A' }],
    });
  });

  it('keeps a well-formed language tag and drops anything else', () => {
    expect(sanitizePromotion({ headline: 'H', lang: 'de-DE' })?.lang).toBe('de-DE');
    expect(sanitizePromotion({ headline: 'H', lang: '"><script>' })).not.toHaveProperty('lang');
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/x', '/\\evil.example', 'vbscript:x', 'ftp://x.example'])(
    'drops the link %p',
    (url) => {
      expect(sanitizePromotion({ headline: 'H', link: { url, text: 'click' }, links: [{ url, text: 'click' }] })).toEqual({ headline: 'H', text: '' });
    },
  );

  it.each([null, 'text', 42, [], [{ headline: 'x' }], {}, { headline: 7, text: ['x'] }])('gives nothing for %p', (content) => {
    expect(sanitizePromotion(content)).toBeNull();
  });

  it('never throws and never lets an unsafe link through, whatever the content', () => {
    fc.assert(
      fc.property(fc.anything(), (content) => {
        const view = sanitizePromotion(content);
        for (const link of [...(view?.link ? [view.link] : []), ...(view?.links ?? [])]) expect(link.url.startsWith('/') || /^https?:\/\//i.test(link.url)).toBe(true);
      }),
    );
  });
});
