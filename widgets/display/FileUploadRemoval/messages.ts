import { defineMessages } from 'react-intl';

export const fileUploadRemovalMessages = defineMessages<{ remove: { fileName: string } }>({
  remove: { id: 'widgets.fileUploadRemoval.remove', defaultMessage: 'Datei {fileName} entfernen', description: 'Accessible name of the button that removes an uploaded file' },
});
