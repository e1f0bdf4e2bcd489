import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { useFakeServices } from '../../support/fakeServices';
import { renderNewsletter } from './renderNewsletter';

useFakeServices();

// WCAG 4.1.3 Status messages.
describe('a failed submit is announced', () => {
  it('Enter in the empty e-mail field puts the first error into a live region that was there from the start', async () => {
    const { user } = renderNewsletter();
    const form = screen.getByRole('form');
    const region = within(form).getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');

    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), '{Enter}');
    await waitFor(() => expect(region).toHaveTextContent('Die E-Mail-Adresse ist ein Pflichtfeld.'));
    const first = region.firstElementChild;

    // The same failure again is a new element, so a screen reader announces it again.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(region.firstElementChild).not.toBe(first));
    expect(region).toHaveTextContent('Die E-Mail-Adresse ist ein Pflichtfeld.');
  });
});

describe('the status box', () => {
  it('stays in the accessibility tree while empty: no display:none or visibility:hidden', () => {
    const css = readFileSync(join(__dirname, '../../../features/newsletter/components/newsletter.css'), 'utf8');
    const rules = [...css.matchAll(/([^{}]*\.sp-newsletter__status[^{}]*)\{([^}]*)\}/g)];
    expect(rules.length).toBeGreaterThan(0);
    for (const [, , body] of rules) expect(body).not.toMatch(/display\s*:\s*none|visibility\s*:\s*hidden/);
  });
});
