import { screen } from '@testing-library/react';
import { useFakeServices } from '../../support/fakeServices';
import { blurValidated, renderNewsletter } from './renderNewsletter';

/** How often the form rendered (its fields are rendered with it). */
let mockFormRenders = 0;

jest.mock('../../../features/newsletter/components/SignUpForm', () => {
  const actual = jest.requireActual<typeof import('../../../features/newsletter/components/SignUpForm')>('../../../features/newsletter/components/SignUpForm');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    ...actual,
    SignUpForm: (props: Parameters<typeof actual.SignUpForm>[0]) => {
      mockFormRenders += 1;
      return createElement(actual.SignUpForm, props);
    },
  };
});

useFakeServices();

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

// A keystroke renders the field typed in, not the form (docs/performance.md, "The throttled visit").
it('typing a name, and leaving the field with a valid name, renders the name field alone', async () => {
  const { user } = renderNewsletter();
  await user.click(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }));
  await screen.findByRole('heading', { name: 'Rechtliche Hinweise zum Newsletter' });
  const firstName = screen.getByRole('textbox', { name: 'Vorname (optional)' });
  await user.click(firstName);
  await blurValidated(); // the e-mail field's check, left empty
  const before = mockFormRenders;
  await user.type(firstName, 'Anna-Lena');
  expect(firstName).toHaveValue('Anna-Lena');
  expect(screen.getByRole('button', { name: 'Eingabe löschen' })).toBeInTheDocument();
  expect(mockFormRenders).toBe(before);
  await user.tab();
  await blurValidated();
  expect(mockFormRenders).toBe(before);
  expect(firstName).toHaveValue('Anna-Lena');
});
