import { defineMessages, type NoMessageValues } from 'react-intl';

export const searchSuggestionsMessages = defineMessages<{
  label: NoMessageValues;
  listLabel: NoMessageValues;
  count: { count: number };
}>({
  label: { id: 'widgets.searchSuggestions.label', defaultMessage: 'Suche', description: 'Visible label of the search field' },
  listLabel: { id: 'widgets.searchSuggestions.listLabel', defaultMessage: 'Suchvorschläge', description: 'Accessible name of the suggestion list' },
  count: {
    id: 'widgets.searchSuggestions.count',
    defaultMessage: '{count, plural, one {# Vorschlag verfügbar} other {# Vorschläge verfügbar}}',
    description: 'Announced when suggestions appear',
  },
});
