import { defineMessages, type NoMessageValues } from 'react-intl';

// The staff tool is English in every shop (docs/behaviour.md, "Errors and console messages" gives its texts in English), so the
// English text is the defaultMessage and every catalogue holds the same text.
export const panelMessages = defineMessages({
  region: { id: 'preview.panel.region', defaultMessage: 'Staff preview' },
});

export const barMessages = defineMessages<{
  title: NoMessageValues;
  dateTime: { dateTime: string };
  currentTime: NoMessageValues;
  abGroup: { test: string; group: string };
  noAbGroup: NoMessageValues;
  settings: NoMessageValues;
  logout: NoMessageValues;
}>({
  title: { id: 'preview.bar.title', defaultMessage: 'Preview' },
  dateTime: { id: 'preview.bar.dateTime', defaultMessage: 'Date and time: {dateTime}' },
  currentTime: { id: 'preview.bar.currentTime', defaultMessage: 'current time' },
  abGroup: { id: 'preview.bar.abGroup', defaultMessage: 'A/B group: {test} / {group}' },
  noAbGroup: { id: 'preview.bar.noAbGroup', defaultMessage: 'A/B group: none' },
  settings: { id: 'preview.bar.settings', defaultMessage: 'Settings' },
  logout: { id: 'preview.bar.logout', defaultMessage: 'Logout' },
});

export const settingsMessages = defineMessages({
  title: { id: 'preview.settings.title', defaultMessage: 'Preview settings' },
  date: { id: 'preview.settings.date', defaultMessage: 'Preview date' },
  dateHint: { id: 'preview.settings.dateHint', defaultMessage: 'Year, month and day, for example 2030.05.01' },
  time: { id: 'preview.settings.time', defaultMessage: 'Preview time' },
  submit: { id: 'preview.settings.submit', defaultMessage: 'Apply settings' },
  logout: { id: 'preview.settings.logout', defaultMessage: 'Logout' },
  loading: { id: 'preview.settings.loading', defaultMessage: 'Loading...' },
  success: { id: 'preview.settings.success', defaultMessage: 'Settings applied successfully.' },
  failure: { id: 'preview.settings.failure', defaultMessage: 'Applying settings failed.' },
  groupMissing: { id: 'preview.settings.groupMissing', defaultMessage: 'Please also select an A/B test group!' },
});

export const abTestPickerMessages = defineMessages({
  test: { id: 'preview.abTestPicker.test', defaultMessage: 'A/B test (optional)' },
  noTest: { id: 'preview.abTestPicker.noTest', defaultMessage: 'No A/B test' },
  group: { id: 'preview.abTestPicker.group', defaultMessage: 'A/B test group' },
  chooseGroup: { id: 'preview.abTestPicker.chooseGroup', defaultMessage: 'Choose a group' },
  noGroup: { id: 'preview.abTestPicker.noGroup', defaultMessage: 'Choose a test first' },
  required: { id: 'preview.abTestPicker.required', defaultMessage: 'Required' },
  loading: { id: 'preview.abTestPicker.loading', defaultMessage: 'Loading tests...' },
  none: { id: 'preview.abTestPicker.none', defaultMessage: 'No active tests for this date.' },
  found: { id: 'preview.abTestPicker.found', defaultMessage: 'Active tests found.' },
  failed: { id: 'preview.abTestPicker.failed', defaultMessage: 'Failed to fetch AB tests.' },
});

/** Every message of the panel, for the catalogue test (a list: the groups share names such as "logout"). */
export const allPreviewMessages = [panelMessages, barMessages, settingsMessages, abTestPickerMessages].flatMap((group) => Object.values(group));
