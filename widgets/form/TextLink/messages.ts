import { defineMessages } from 'react-intl';

/** The new-window note is one text for every link that opens one: the text link, a link button, the footer's links. */
export const textLinkMessages = defineMessages({
  newWindow: { id: 'widgets.textLink.newWindow', defaultMessage: '(öffnet in einem neuen Fenster)' },
});
