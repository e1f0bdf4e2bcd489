import { screen } from '@testing-library/react';
import { useFakeServices } from '../../support/fakeServices';
import { blurValidated, renderNewsletter } from './renderNewsletter';

/** How often the form rendered: the component that keeps its state calls useSignUpForm once per render, and renders the fields with it. */
let mockFormRenders = 0;

jest.mock('../../../features/newsletter/hooks/useSignUpForm', () => {
  const actual = jest.requireActual<typeof import('../../../features/newsletter/hooks/useSignUpForm')>('../../../features/newsletter/hooks/useSignUpForm');
  return {
    ...actual,
    useSignUpForm: (options: Parameters<typeof actual.useSignUpForm>[0]) => {
      mockFormRenders += 1;
      return actual.useSignUpForm(options);
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
