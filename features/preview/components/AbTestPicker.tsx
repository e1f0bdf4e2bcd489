import { useId, type Ref } from 'react';
import { useIntl } from 'react-intl';
import type { AbTest } from '../../../api';
import { Select } from '../../../widgets';
import { groupFieldState, type AbTestsStatus } from '../logic/abSelection';
import { abTestPickerMessages as messages } from '../messages';

export interface AbTestPickerProps {
  status: AbTestsStatus;
  tests: readonly AbTest[];
  /** The chosen test ('' for none); only a test of `tests` counts. */
  test: string;
  group: string;
  onTestChange: (test: string) => void;
  onGroupChange: (group: string) => void;
  groupRef?: Ref<HTMLSelectElement>;
}

const statusTexts = { loading: messages.loading, none: messages.none, found: messages.found } as const;

/**
 * The optional A/B test and its group for the chosen date. The list's state is told in a live
 * status line tied to the test select; a failed load is the test select's error. The group
 * select is off until a real test is chosen, then shows "Required" (error state) until a group is.
 */
export function AbTestPicker({ status, tests, test, group, onTestChange, onGroupChange, groupRef }: AbTestPickerProps) {
  const intl = useIntl();
  const statusId = `sp-preview-ab-status-${useId()}`;
  const chosenTest = tests.find((candidate) => candidate.name === test);
  const groupState = groupFieldState(chosenTest ? test : '', group);
  const statusText = status === 'loading' || status === 'none' || status === 'found' ? intl.formatMessage(statusTexts[status]) : '';

  const testOptions = [
    { value: '', text: intl.formatMessage(messages.noTest) },
    ...tests.map((candidate) => ({ value: candidate.name, text: candidate.name })),
  ];
  const groupOptions = chosenTest
    ? [{ value: '', text: intl.formatMessage(messages.chooseGroup) }, ...chosenTest.groups.map((candidate) => ({ value: candidate.name, text: candidate.name }))]
    : [{ value: '', text: intl.formatMessage(messages.noGroup) }];

  return (
    <div className="sp-preview-ab">
      <Select
        label={intl.formatMessage(messages.test)}
        options={testOptions}
        value={chosenTest ? test : ''}
        onValueChange={onTestChange}
        disabled={status !== 'found'}
        error={status === 'failed' ? intl.formatMessage(messages.failed) : undefined}
        aria-describedby={statusId}
      />
      <p id={statusId} className="sp-preview-ab__status" role="status">
        {statusText}
      </p>
      <Select
        ref={groupRef}
        label={intl.formatMessage(messages.group)}
        options={groupOptions}
        value={chosenTest ? group : ''}
        onValueChange={onGroupChange}
        disabled={groupState === 'disabled'}
        error={groupState === 'required' ? intl.formatMessage(messages.required) : undefined}
      />
    </div>
  );
}
