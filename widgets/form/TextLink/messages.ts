import { defineMessages } from 'react-intl';

export const textLinkMessages = defineMessages({
  newWindow: { id: 'widgets.textLink.newWindow', defaultMessage: '(öffnet in einem neuen Fenster)' },
});
