import { defineMessages } from 'react-intl';

export const notificationMessages = defineMessages({
  close: { id: 'widgets.notification.close', defaultMessage: 'Schließen', description: 'Accessible name of the close button of a notification' },
  error: { id: 'widgets.notification.error', defaultMessage: 'Fehler', description: 'Hidden prefix naming the notification kind: error' },
  success: { id: 'widgets.notification.success', defaultMessage: 'Erfolg', description: 'Hidden prefix naming the notification kind: success' },
  information: { id: 'widgets.notification.information', defaultMessage: 'Hinweis', description: 'Hidden prefix naming the notification kind: information' },
  warning: { id: 'widgets.notification.warning', defaultMessage: 'Warnung', description: 'Hidden prefix naming the notification kind: warning' },
});
