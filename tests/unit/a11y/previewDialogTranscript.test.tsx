import { screen, waitFor, within } from '@testing-library/react';
import { PreviewSlot } from '../../../src/components/ScopedPreviewSlot';
import { setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';
import { renderWithShop } from '../../support/renderWithShop';
import { useScreenReader } from './useScreenReader';

useFakeServices();
const screenReader = useScreenReader();

// jsdom has no showModal(): the Modal opens non-modally there (widgets/display/Modal), so the
// virtual cursor is not held inside the dialog; in browsers the platform's modal dialog holds it.
describe('the staff panel’s settings dialog, read by a screen reader', () => {
  it('opening it reads the dialog by its name and its first field; the fields are read by their labels; Esc closes it and the focus returns to Settings', async () => {
    setCookie('StaffAuthToken', 'staff');
    await renderWithShop(<PreviewSlot />, { site: 'DE', previewRoute: '/' });
    await screen.findByRole('region', { name: 'Staff preview' });
    const reader = await screenReader.start();

    await reader.moveTo('region, Staff preview');
    await reader.moveTo('button, Settings, has popup dialog');
    await reader.clear();
    await reader.act();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Active tests found.');
    // The click focuses the button; then the focus moves onto the first field: the dialog's name, then the field with its hint.
    const opened = await reader.log();
    expect(opened.slice(0, 3)).toEqual(['button, Settings, has popup dialog', 'dialog, Preview settings', expect.stringMatching(/^textbox, Preview date, \d{4}\.\d{2}\.\d{2}, Year, month and day, for example 2030\.05\.01$/)]);
    // The A/B list's status is a live region: its result is announced.
    await reader.waitForLog((log) => expect(log).toContain('polite: Active tests found.'));

    await reader.clear();
    await reader.moveTo('end of dialog, Preview settings');
    const fields = await reader.log();
    expect(fields.filter((phrase) => /^(textbox|combobox|button|checkbox)|^Preview time, /.test(phrase))).toEqual([
      expect.stringMatching(/^Preview time, \d{2}:\d{2}$/),
      'combobox, A/B test (optional), Active tests found., has popup listbox, not expanded',
      'combobox, A/B test group, has popup listbox, not expanded, disabled',
      'button, Apply settings',
      'button, Logout',
    ]);

    await reader.moveTo('button, Apply settings');
    await reader.clear();
    await reader.press('Escape');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const settings = within(await screen.findByRole('region', { name: 'Staff preview' })).getByRole('button', { name: 'Settings' });
    expect(settings).toHaveFocus();
    expect(await reader.log()).toEqual(['button, Apply settings', 'button, Settings, has popup dialog']);
  });
});
