import { defineMessages } from 'react-intl';

export const fieldMessages = defineMessages({
  errorPrefix: { id: 'widgets.field.errorPrefix', defaultMessage: 'Fehler:' },
});
