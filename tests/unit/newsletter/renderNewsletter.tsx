import { act, render } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { localeForSite, type AnalyticsEvent, type SiteCode } from '../../../config';
import type { NewsletterFormProps } from '../../../features/newsletter';
import { FormInPartsScope as NewsletterForm } from '../../support/formInPartsScope';
import { CATALOGUES } from '../../support/renderWithIntl';
import { afterNextPaint } from '../../../config/scheduling';
import { createTestShop, stopTestShops, TestShopProvider } from '../../../src/testing';

// Each test's parts stop with the test, as a host's page would stop them.
afterEach(stopTestShops);

/**
 * Lets the validation of a field just left run: it waits for the paint after the blur
 * (useSignUpForm's validateOnLeave), and this waits the same way, queued behind it.
 */
export async function blurValidated(): Promise<void> {
  await act(async () => {
    await afterNextPaint();
  });
}

/** The footer promotion: the parts' sagas ask for it in every store, with or without a form (sagas/serviceQueries.ts). */
export const PROMOTION_CALL = 'GET /service/promotion/api/promotion/SHOP_FOOTER';

/** The calls the fakes saw but the footer promotion: what the form and the flows behind it asked for. */
export function withoutPromotion(calls: readonly string[]): string[] {
  return calls.filter((call) => call !== PROMOTION_CALL);
}

/** The text a site shows for a message id (its locale's catalogue). */
export function textFor(site: SiteCode, id: string): string {
  const text = CATALOGUES[localeForSite(site)][id];
  if (text === undefined) throw new Error(`no ${id} in ${localeForSite(site)}`);
  return text;
}

/** The text a site shows for a message with values (its plurals too), as react-intl formats it. */
export function formattedFor(site: SiteCode, id: string, values: Record<string, string | number>): string {
  textFor(site, id);
  return createIntl({ locale: localeForSite(site), messages: CATALOGUES[localeForSite(site)] }).formatMessage({ id }, values);
}

/**
 * Renders the form as a host does, on the public test kit: the parts' store for `site` (its sagas
 * running: they read the page and ask for the customer data the form shows), the host services
 * (analytics) and the site's catalogue, through TestShopProvider.
 */
export function renderNewsletter(
  options: {
    site?: SiteCode;
    props?: NewsletterFormProps;
    fakeTimers?: boolean;
    /** Called for each commit of the form (React's Profiler). */
    onRender?: ProfilerOnRenderCallback;
    /** The parts' reducers and middleware only: nothing reads the page or asks the services. */
    withoutSagas?: boolean;
  } = {},
) {
  const site = options.site ?? 'DE';
  const locale = localeForSite(site);
  const analytics = jest.fn<void, [AnalyticsEvent]>();
  const shop = createTestShop({ site, analytics, navigate: jest.fn(), startSagas: !options.withoutSagas });
  const { store } = shop;
  // Under fake timers user-event's own pauses must advance the fake clock, or it waits forever.
  const user = userEvent.setup(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const view = render(
    <TestShopProvider shop={shop} messages={CATALOGUES[locale]}>
      {options.onRender ? (
        <Profiler id="newsletter" onRender={options.onRender}>
          <NewsletterForm {...options.props} />
        </Profiler>
      ) : (
        <NewsletterForm {...options.props} />
      )}
    </TestShopProvider>,
  );
  return { ...view, store, analytics, user, site };
}
