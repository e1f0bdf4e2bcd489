import { defineMessages } from 'react-intl';

export const expansionBlockMessages = defineMessages({
  showMore: { id: 'widgets.expansionBlock.showMore', defaultMessage: 'Mehr anzeigen', description: 'Toggle of a collapsed text block' },
  showLess: { id: 'widgets.expansionBlock.showLess', defaultMessage: 'Weniger anzeigen', description: 'Toggle of an expanded text block' },
});
