import { whenIdle } from '../../config/scheduling';

/**
 * react-intl's `createIntl` calls `Intl.NumberFormat.supportedLocalesOf`, and a page's first such
 * call loads the browser's locale data: about 100 ms at 4x CPU, in one native call nothing can
 * split. Paid while the page is idle after load, it no longer lands in the footer island's
 * hydration as the shopper scrolls (docs/performance.md, "The throttled visit").
 */
export function warmUpIntlWhenIdle(locale: string): void {
  whenIdle([() => Intl.NumberFormat.supportedLocalesOf(locale)], { timeoutMs: 5000, fallbackMs: 2000 });
}
