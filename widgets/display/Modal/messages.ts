import { defineMessages } from 'react-intl';

export const modalMessages = defineMessages({
  close: { id: 'widgets.modal.close', defaultMessage: 'Schließen', description: 'Accessible name of the close button of a modal dialog' },
});
