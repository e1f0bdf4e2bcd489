import { defineMessages } from 'react-intl';

export const buttonMessages = defineMessages({
  newWindow: { id: 'widgets.button.newWindow', defaultMessage: '(öffnet in einem neuen Fenster)' },
});
