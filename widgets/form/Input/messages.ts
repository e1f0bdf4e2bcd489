import { defineMessages } from 'react-intl';

export const inputMessages = defineMessages({
  clear: { id: 'widgets.input.clear', defaultMessage: 'Eingabe löschen' },
  showPassword: { id: 'widgets.input.showPassword', defaultMessage: 'Passwort anzeigen' },
});
