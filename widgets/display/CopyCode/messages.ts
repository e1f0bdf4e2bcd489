import { defineMessages } from 'react-intl';

export const copyCodeMessages = defineMessages({
  copy: { id: 'widgets.copyCode.copy', defaultMessage: 'Code kopieren', description: 'Button that copies a voucher code to the clipboard' },
  copied: { id: 'widgets.copyCode.copied', defaultMessage: 'Code kopiert', description: 'Shown and announced after the code was copied' },
  failed: {
    id: 'widgets.copyCode.failed',
    defaultMessage: 'Der Code konnte nicht kopiert werden. Bitte markieren und kopieren Sie ihn selbst.',
    description: 'Shown and announced when the browser does not allow copying',
  },
});
