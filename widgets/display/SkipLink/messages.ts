import { defineMessages } from 'react-intl';

export const skipLinkMessages = defineMessages({
  skipList: { id: 'widgets.skipLink.skipList', defaultMessage: 'Liste überspringen', description: 'Link that jumps past a long list' },
});
