import { screen, waitFor } from '@testing-library/react';
import { shopPartsApi } from '../../../api';
import { Footer } from '../../../src/components/ShopFooter';
import { loadFooterContent } from '../../../features/footer/content/loadFooterContent';
import { FormInPartsScope as NewsletterForm } from '../../support/formInPartsScope';
import { SITE_CODES } from '../../../config';
import { useFakeServices } from '../../support/fakeServices';
import { renderWithShop } from '../../support/renderWithShop';
import { createTestShop } from '../../../src/testing';

const fakes = useFakeServices();

/** The README's own case: the shop's services live on another origin than the page. */
const SERVICES = 'https://services.example.at';

describe('services on another origin (apiBaseUrl)', () => {
  it.each(SITE_CODES)('loads every %s footer logo from the services origin', async (site) => {
    const { container } = await renderWithShop(<Footer content={await loadFooterContent(site)} />, { site, apiBaseUrl: SERVICES });
    const images = [...container.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.getAttribute('src')).toMatch(/^https:\/\/services\.example\.at\/service\/footer-images\/logos\/[\w-]+\.svg$/);
  });

  it('loads the newsletter picture from the services origin', async () => {
    const { container } = await renderWithShop(<NewsletterForm />, { apiBaseUrl: `${SERVICES}/` });
    await screen.findByRole('button', { name: /anmelden/i });
    const sources = [...container.querySelectorAll('picture source, picture img')].map((element) => element.getAttribute('srcset') ?? element.getAttribute('src'));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).toMatch(/^https:\/\/services\.example\.at\/service\/newsletterfrontend\/images\/newsletter_image_\w+\.jpg$/);
  });

  it('sends every call to the services origin', async () => {
    const { store } = createTestShop({ apiBaseUrl: SERVICES });
    const seen: string[] = [];
    fakes.server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).origin));
    await store.dispatch(shopPartsApi.endpoints.getFooterPromotion.initiate());
    await store.dispatch(shopPartsApi.endpoints.checkPreviewAuth.initiate());
    await store.dispatch(shopPartsApi.endpoints.createSubscriber.initiate({ email: 'lena@example.test' }));
    await waitFor(() => expect(seen).toHaveLength(3));
    expect(new Set(seen)).toEqual(new Set([SERVICES]));
    fakes.server.events.removeAllListeners();
  });
});
