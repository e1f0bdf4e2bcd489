import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deFooterContent as deContent } from '../../support/deFooterContent';
import { ShopFooter } from '../../../src/components/ShopFooter';
import { useFakeServices } from '../../support/fakeServices';
import { renderWithShop } from '../../support/renderWithShop';
import { setWindowWidth } from '../../support/windowWidth';

/** Render counts of the footer's parts outside the newsletter form. */
const mockRenders: Record<string, number> = {};

/** Wraps components so each time their parent renders them it is counted (memoised or not). */
function mockCounting(path: string, names: string[]) {
  const actual = jest.requireActual<Record<string, unknown>>(path);
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const counted: Record<string, unknown> = { ...actual };
  for (const name of names) {
    const component = actual[name] as Parameters<typeof createElement>[0];
    counted[name] = (props: object) => {
      mockRenders[name] = (mockRenders[name] ?? 0) + 1;
      return createElement(component, props);
    };
  }
  return counted;
}

jest.mock('../../../features/footer/components/TeaserGroups', () => mockCounting('../../../features/footer/components/TeaserGroups', ['TeaserColumns']));
jest.mock('../../../features/footer/components/CategoryLinks', () => mockCounting('../../../features/footer/components/CategoryLinks', ['CategoryLinks']));
jest.mock('../../../features/footer/components/IconLinks', () => mockCounting('../../../features/footer/components/IconLinks', ['IconLinks']));
jest.mock('../../../features/footer/components/LegalRow', () => mockCounting('../../../features/footer/components/LegalRow', ['LegalRow']));

useFakeServices();

// Typing into the newsletter form must not re-render the rest of the footer (issue 7's budget).
it('re-renders only the newsletter form while the visitor types an e-mail address', async () => {
  setWindowWidth(1400);
  const user = userEvent.setup();
  await renderWithShop(<ShopFooter content={deContent} />);
  // The form is a lazy chunk: on two cores shared with the browser tests it can take longer than findBy's 1 s.
  const email = await screen.findByRole('textbox', { name: /E-Mail/ }, { timeout: 10000 });
  await user.click(email);
  const before = { ...mockRenders };
  expect(Object.keys(before).sort()).toEqual(['CategoryLinks', 'IconLinks', 'LegalRow', 'TeaserColumns']);
  await user.type(email, 'anna@example.test');
  expect(email).toHaveValue('anna@example.test');
  expect(mockRenders).toEqual(before);
});
