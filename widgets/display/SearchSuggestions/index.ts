export { SearchSuggestions, type SearchSuggestion, type SearchSuggestionsProps } from './SearchSuggestions';
