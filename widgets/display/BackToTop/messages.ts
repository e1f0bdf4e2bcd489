import { defineMessages } from 'react-intl';

export const backToTopMessages = defineMessages({
  label: { id: 'widgets.backToTop.label', defaultMessage: 'Nach oben', description: 'Button that scrolls back to the top of the page' },
});
