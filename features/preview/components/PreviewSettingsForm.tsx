import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { shopPartsApi, type PreviewAuth, type PreviewStatus } from '../../../api';
import { Button, Input, Notification } from '../../../widgets';
import { AbTestPicker } from './AbTestPicker';
import { effectiveTest, isAbSelectionComplete } from '../logic/abSelection';
import { settingsMessages as messages } from '../messages';
import { dateFromField, previewDateTimeFrom, splitPreviewDateTime } from '../logic/previewDateTime';
import { selectApplyStatus } from '../state/previewSlice';
import { useAbTests } from '../hooks/useAbTests';

export interface PreviewSettingsFormProps {
  /** checkauth's answer: its dateTime, abTestName and abTestGroup prefill the form. */
  auth: PreviewAuth;
  onLogout: () => void;
}

/** The preview date, time and optional A/B test and group, with apply and logout. */
export function PreviewSettingsForm({ auth, onLogout }: PreviewSettingsFormProps) {
  const intl = useIntl();
  const formId = useId();
  const [prefill] = useState(() => splitPreviewDateTime(auth.dateTime));
  const [date, setDate] = useState(prefill.date);
  const [time, setTime] = useState(prefill.time);
  const [test, setTest] = useState(auth.abTestName ?? '');
  const [group, setGroup] = useState(auth.abTestName ? (auth.abTestGroup ?? '') : '');
  const [groupMissing, setGroupMissing] = useState(false);
  const groupRef = useRef<HTMLSelectElement>(null);
  const abTests = useAbTests(date);
  const applyStatus = useSelector(selectApplyStatus);
  // Fixed keys: one entry per call in the api state, kept when the dialog unmounts (an unkeyed
  // mutation's result is removed on unmount, an action no person caused).
  const [applySettings] = shopPartsApi.useApplyPreviewSettingsMutation({ fixedCacheKey: 'shopParts/previewSettings' });
  const [requestAbTestAssignment] = shopPartsApi.useRequestAbTestAssignmentMutation({ fixedCacheKey: 'shopParts/abTestAssignment' });

  // While the list loads the choice stands (the server has the last word); once loaded, only a listed test counts.
  const chosenTest = abTests.status === 'loading' ? test : effectiveTest(test, abTests.tests);

  function changeDate(fieldValue: string) {
    const next = dateFromField(fieldValue);
    // Another date is another test list (useAbTests asks for it), so the group starts over.
    setDate(next);
    setGroup('');
  }

  function changeTest(next: string) {
    setTest(next);
    setGroup('');
    setGroupMissing(false);
  }

  function changeGroup(next: string) {
    setGroup(next);
    if (next) setGroupMissing(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (applyStatus === 'loading') return;
    if (!isAbSelectionComplete(chosenTest, group)) {
      setGroupMissing(true);
      groupRef.current?.focus();
      return;
    }
    setGroupMissing(false);
    const request = { previewDateTime: previewDateTimeFrom(date, time), ...(chosenTest ? { test: chosenTest, group } : {}) };
    const status: PreviewStatus = await applySettings(request)
      .unwrap()
      .catch(() => 'INTERNAL_ERROR' as const);
    // Fire and forget (docs/behaviour.md, "Calls"): with the new settings in place, the A/B service assigns
    // this browser again. Its answer is never read, so it can neither delay nor spoil the success.
    if (status === 'SUCCESS') void requestAbTestAssignment();
  }

  return (
    <form id={formId} className="sp-preview-settings" noValidate onSubmit={(event) => void submit(event)}>
      {groupMissing && (
        <Notification variant="error" closable={false}>
          {intl.formatMessage(messages.groupMissing)}
        </Notification>
      )}
      <div className="sp-preview-settings__when">
        <Input
          type="date"
          dateOrder="ymd"
          label={intl.formatMessage(messages.date)}
          hint={intl.formatMessage(messages.dateHint)}
          value={date}
          onValueChange={changeDate}
          clearable={false}
          autoComplete="off"
        />
        <Input type="time" label={intl.formatMessage(messages.time)} value={time} onValueChange={setTime} clearable={false} />
      </div>
      <AbTestPicker
        status={abTests.status}
        tests={abTests.tests}
        test={chosenTest}
        group={group}
        onTestChange={changeTest}
        onGroupChange={changeGroup}
        groupRef={groupRef}
      />
      <div className="sp-preview-settings__result" aria-live="polite">
        {applyStatus === 'loading' && (
          <Notification variant="information" closable={false}>
            {intl.formatMessage(messages.loading)}
          </Notification>
        )}
        {applyStatus === 'success' && (
          <Notification variant="success" closable={false}>
            {intl.formatMessage(messages.success)}
          </Notification>
        )}
      </div>
      {applyStatus === 'error' && (
        <Notification variant="error" closable={false}>
          {intl.formatMessage(messages.failure)}
        </Notification>
      )}
      <div className="sp-preview-settings__actions">
        <Button type="submit" variant="primary">
          {intl.formatMessage(messages.submit)}
        </Button>
        <Button variant="secondary" onClick={onLogout}>
          {intl.formatMessage(messages.logout)}
        </Button>
      </div>
    </form>
  );
}
