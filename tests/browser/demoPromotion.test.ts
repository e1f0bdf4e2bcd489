import { PROMOTION_TEXTS } from '../../api/fakes/promotionTexts';
import { SITE_CODES } from '../../config';
import { browserForThisFile } from './support/browser';

jest.setTimeout(60000);

const session = browserForThisFile();

// One fake server answers all nine sites of the demo: each page must get its own site's promotion, not DE's.
it.each(SITE_CODES)('shows the %s promotion on the demo page of that site', async (site) => {
  const { page, errors } = await session.open(`/?site=${site}`);
  const status = page.getByTestId('status-promotion');
  await status.getByText(PROMOTION_TEXTS[site].headline, { exact: true }).waitFor({ timeout: 10000 });
  await page.locator('#shop-footer .sp-footer__promotion').getByText(PROMOTION_TEXTS[site].headline, { exact: true }).waitFor();
  expect(errors).toEqual([]);
  await page.close();
});
