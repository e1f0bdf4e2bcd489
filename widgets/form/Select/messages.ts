import { defineMessages } from 'react-intl';

export const selectMessages = defineMessages({
  noOptions: { id: 'widgets.select.noOptions', defaultMessage: 'Keine Auswahl verfügbar' },
});
