import { defineMessage, defineMessages } from 'react-intl';

export const passwordStrengthLabel = defineMessage<{ level: string }>({ id: 'widgets.passwordStrength.label', defaultMessage: 'Passwortstärke: {level}' });
export const passwordStrengthMessages = defineMessages({
  weak: { id: 'widgets.passwordStrength.weak', defaultMessage: 'schwach' },
  moderate: { id: 'widgets.passwordStrength.moderate', defaultMessage: 'gut' },
  ok: { id: 'widgets.passwordStrength.ok', defaultMessage: 'gut' },
  strong: { id: 'widgets.passwordStrength.strong', defaultMessage: 'stark' },
  veryStrong: { id: 'widgets.passwordStrength.veryStrong', defaultMessage: 'sehr stark' },
});
