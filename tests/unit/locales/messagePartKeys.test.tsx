/**
 * The elements the parts hand react-intl as a message's values (the country's name in the footer's
 * country button, the newsletter texts' inline links) carry keys, so a host with react-intl 7.0 and
 * React 19 sees no "unique key" error in its development console. The project's react-intl keys a
 * message's parts itself; here react-intl keys them as 7.0 does (tests/support/reactIntl70Keys.tsx),
 * and setupUnit fails a test on the error React 19 reports.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { SITE_CODES } from '../../../config';
import { NEWSLETTER_LINKS, SITE_RULES } from '../../../features/newsletter';
import { inlineLinks } from '../../../features/newsletter/components/links';
import { Footer } from '../../../src/components/ShopFooter';
import { deFooterContent } from '../../support/deFooterContent';
import { useFakeServices } from '../../support/fakeServices';
import { renderWithShop } from '../../support/renderWithShop';
import { setWindowWidth } from '../../support/windowWidth';
import { renderNewsletter, textFor } from '../newsletter/renderNewsletter';

jest.mock('react-intl', () => {
  const { withReactIntl70Keys } = jest.requireActual<typeof import('../../support/reactIntl70Keys')>('../../support/reactIntl70Keys');
  return withReactIntl70Keys(jest.requireActual('react-intl'));
});

useFakeServices();

const KEY_ERROR = /Each child in a list should have a unique "key" prop/;

/** A message with an element as its value, rendered in an element type nothing else here renders a list in (React reports a missing key once per parent type). */
function CountryLine({ country }: { country: ReactElement }) {
  const intl = useIntl();
  return <output>{intl.formatMessage({ id: 'example', defaultMessage: 'Land: {country}' }, { country })}</output>;
}

describe('react-intl 7.0\'s keying on React 19', () => {
  it('reports an element handed to a message without a key, and not one with a key', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlProvider locale="de">
        <CountryLine country={<b key="country">Deutschland</b>} />
      </IntlProvider>,
    );
    expect(error).not.toHaveBeenCalled();
    render(
      <IntlProvider locale="de">
        <CountryLine country={<b>Deutschland</b>} />
      </IntlProvider>,
    );
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringMatching(KEY_ERROR)]);
  });
});

describe('the parts\' messages with elements in them, keyed as react-intl 7.0 keys them', () => {
  it('the footer\'s country button names the country', async () => {
    setWindowWidth(1400);
    await renderWithShop(<Footer content={deFooterContent} />);
    expect(screen.getByRole('button', { name: 'Land: Deutschland' })).toBeInTheDocument();
  });

  it('inline links keep their texts and addresses, each keyed by its tag', () => {
    const tags = inlineLinks({ privacyLink: '/datenschutz', contactLink: undefined });
    expect([tags.privacyLink(['Datenschutz']), tags.contactLink(['Kontakt'])]).toEqual([
      expect.objectContaining({ key: 'privacyLink' }),
      expect.objectContaining({ key: 'contactLink' }),
    ]);
  });

  it.each(SITE_CODES)('the newsletter form on %s shows every link of its texts', async (site) => {
    const { user } = renderNewsletter({ site });
    // The legal notice comes with the e-mail field's first touch.
    await user.type(screen.getByRole('textbox', { name: textFor(site, 'newsletter.fields.email') }), 'l');
    const form = screen.getByTestId('newsletter-form');
    // Where the site asks for the consent (TR), it stands in for the privacy hint and its sample-newsletter link.
    const { sampleNewsletter, ...others } = NEWSLETTER_LINKS[site];
    const expected = [...new Set(Object.values(SITE_RULES[site].newsletterConsent ? others : { sampleNewsletter, ...others }))].sort();
    await waitFor(() => expect([...new Set(within(form).getAllByRole('link').map((link) => link.getAttribute('href')))].sort()).toEqual(expected));
  });
});
