import { defineMessages, type NoMessageValues } from 'react-intl';

export const paginationMessages = defineMessages<{
  label: NoMessageValues;
  status: { page: string; totalPages: string };
  previous: NoMessageValues;
  next: NoMessageValues;
  page: { page: string };
}>({
  label: { id: 'widgets.pagination.label', defaultMessage: 'Seitennavigation', description: 'Accessible name of the pagination navigation' },
  status: { id: 'widgets.pagination.status', defaultMessage: '{page} von {totalPages}', description: 'Current page out of all pages, e.g. "3 von 10"' },
  previous: { id: 'widgets.pagination.previous', defaultMessage: 'Vorherige Seite', description: 'Button to the previous page' },
  next: { id: 'widgets.pagination.next', defaultMessage: 'Nächste Seite', description: 'Button to the next page' },
  page: { id: 'widgets.pagination.page', defaultMessage: 'Seite {page}', description: 'Accessible name of a page number button' },
});
