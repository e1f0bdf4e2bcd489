import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setCookie } from '../../support/cookies';
import { useFakeServices } from '../../support/fakeServices';
import { callsTo, openSettings, renderPreview, settled } from './renderPreview';

const fakes = useFakeServices();

beforeEach(() => setCookie('StaffAuthToken', 'staff'));

const listCalls = () => callsTo(fakes.db.calls, 'gettestsat');

/** The texts an element's aria-describedby points at. */
function descriptionOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function typeDate(user: Awaited<ReturnType<typeof renderPreview>>['user'], dialog: HTMLElement, digits: string) {
  const date = within(dialog).getByLabelText('Preview date');
  await user.clear(date);
  await user.type(date, digits);
}

describe('the A/B test picker', () => {
  it('says "Loading tests..." while the list loads, then "Active tests found." and lists the tests', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakes.server.use(
      http.get('*/gettestsat', async () => {
        await held;
        return undefined;
      }),
    );
    const { store, user } = renderPreview();
    const panel = await within(document.body).findByRole('region', { name: 'Staff preview' });
    await user.click(within(panel).getByRole('button', { name: 'Settings' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Preview settings' });
    const testSelect = within(dialog).getByLabelText('A/B test (optional)');
    expect(await within(dialog).findByText('Loading tests...')).toHaveAttribute('role', 'status');
    expect(descriptionOf(testSelect)).toContain('Loading tests...');
    expect(testSelect).toBeDisabled();
    release();
    expect(await within(dialog).findByText('Active tests found.')).toBeInTheDocument();
    expect(testSelect).toBeEnabled();
    expect(within(testSelect).getAllByRole('option').map((option) => option.textContent)).toEqual(['No A/B test', 'footer-teaser-order', 'newsletter-banner']);
    expect(within(dialog).getByLabelText('A/B test group')).toBeDisabled();
    await settled(store);
  });

  it('says "No active tests for this date." for a past date', async () => {
    const { store, user } = renderPreview();
    const dialog = await openSettings(user);
    await typeDate(user, dialog, '20010101');
    expect(await within(dialog).findByText('No active tests for this date.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('A/B test (optional)')).toBeDisabled();
    await settled(store);
  });

  it('shows "Failed to fetch AB tests." as the test select\'s error', async () => {
    fakes.server.use(http.get('*/gettestsat', () => new HttpResponse(null, { status: 500 })));
    const { store, user } = renderPreview();
    await within(document.body).findByRole('region', { name: 'Staff preview' });
    await user.click(within(document.body).getByRole('button', { name: 'Settings' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Preview settings' });
    expect(await within(dialog).findByText('Failed to fetch AB tests.')).toBeInTheDocument();
    const testSelect = within(dialog).getByLabelText('A/B test (optional)');
    expect(testSelect).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(testSelect)).toContain('Failed to fetch AB tests.');
    await settled(store);
  });

  it('puts the group select in the Required error state once a test is chosen, and back to default once a group is', async () => {
    const { store, user } = renderPreview();
    const dialog = await openSettings(user);
    const groupSelect = within(dialog).getByLabelText('A/B test group');
    expect(groupSelect).toBeDisabled();
    expect(groupSelect).not.toHaveAttribute('aria-invalid');

    await user.selectOptions(within(dialog).getByLabelText('A/B test (optional)'), 'newsletter-banner');
    expect(groupSelect).toBeEnabled();
    expect(groupSelect).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(groupSelect)).toContain('Required');
    expect(within(groupSelect).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a group', 'control', 'voucher-first', 'image-left']);

    await user.selectOptions(groupSelect, 'image-left');
    expect(groupSelect).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByText('Required')).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('A/B test (optional)'), '');
    expect(groupSelect).toBeDisabled();
    expect(groupSelect).not.toHaveAttribute('aria-invalid');
    await settled(store);
  });

  it('reloads the list for a new date and resets the group', async () => {
    const { store, user } = renderPreview();
    const dialog = await openSettings(user);
    expect(listCalls()).toHaveLength(1);
    await user.selectOptions(within(dialog).getByLabelText('A/B test (optional)'), 'footer-teaser-order');
    await user.selectOptions(within(dialog).getByLabelText('A/B test group'), 'A');

    await typeDate(user, dialog, '20990615');
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1]).toContain(`time=${encodeURIComponent(new Date('2099-06-15T23:59:59.999').toISOString())}`);
    await within(dialog).findByText('Active tests found.');
    expect(within(dialog).getByLabelText('A/B test (optional)')).toHaveValue('footer-teaser-order');
    const groupSelect = within(dialog).getByLabelText('A/B test group');
    expect(groupSelect).toHaveValue('');
    expect(groupSelect).toHaveAttribute('aria-invalid', 'true');
    await settled(store);
  });

  it('rejects a test without a group on submit: "Please also select an A/B test group!" and no apply call', async () => {
    const { store, user } = renderPreview();
    const dialog = await openSettings(user);
    await user.selectOptions(within(dialog).getByLabelText('A/B test (optional)'), 'newsletter-banner');
    await user.click(within(dialog).getByRole('button', { name: 'Apply settings' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please also select an A/B test group!');
    expect(within(dialog).getByLabelText('A/B test group')).toHaveFocus();
    expect(callsTo(fakes.db.calls, '/preview/api/token')).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('A/B test group'), 'control');
    expect(within(dialog).queryByText('Please also select an A/B test group!')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply settings' }));
    await within(dialog).findByText('Settings applied successfully.');
    expect(callsTo(fakes.db.calls, '/preview/api/token')).toEqual([expect.stringContaining('test=newsletter-banner&group=control')]);
    await settled(store);
  });
});
