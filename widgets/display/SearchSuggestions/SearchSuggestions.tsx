import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon, VisuallyHidden } from '../../base';
import { classNames } from '../../base/classNames';
import { searchSuggestionsMessages } from './messages';

/** One suggestion: the term as typed or proposed. */
export interface SearchSuggestion {
  term: string;
}

export interface SearchSuggestionsProps {
  /** The suggestions for what was typed; the host filters or fetches them (onValueChange). */
  suggestions: readonly SearchSuggestion[];
  /** Called with the chosen suggestion's term, or the typed text when Enter is pressed without one. */
  onSelect: (term: string) => void;
  /** Controlled text. Without it the field keeps its own text, starting at defaultValue. */
  value?: string;
  defaultValue?: string;
  /** Called on every change of the text (typing, choosing, clearing with Esc). */
  onValueChange?: (value: string) => void;
  /** The visible label (default 'Suche'). */
  label?: ReactNode;
  placeholder?: string;
  /** The input's name, for a surrounding form. */
  name?: string;
  className?: string;
}

/**
 * A search field with suggestions (WAI-ARIA APG combobox with a listbox popup, list autocomplete
 * without automatic selection). The list opens while typing; ArrowDown/ArrowUp move the active
 * option (wrapping around, and opening the list when closed), Enter chooses it, Esc closes the
 * list and a second Esc clears the field. Focus stays in the input throughout; the active option
 * is conveyed with aria-activedescendant.
 */
export function SearchSuggestions({
  suggestions,
  onSelect,
  value,
  defaultValue = '',
  onValueChange,
  label,
  placeholder,
  name,
  className,
}: SearchSuggestionsProps) {
  const intl = useIntl();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [valueSelf, setValueSelf] = useState(defaultValue);
  const text = value ?? valueSelf;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const count = suggestions.length;
  const expanded = open && count > 0;
  const activeIndex = expanded && active < count ? active : -1;

  const setText = (next: string) => {
    if (value === undefined) setValueSelf(next);
    onValueChange?.(next);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (term: string) => {
    setText(term);
    close();
    onSelect(term);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        setOpen(true);
        if (!expanded || activeIndex === -1) setActive(down ? 0 : count - 1);
        else setActive((activeIndex + (down ? 1 : count - 1)) % count);
        return;
      }
      case 'Enter': {
        const chosen = activeIndex >= 0 ? suggestions[activeIndex] : undefined;
        if (chosen) {
          event.preventDefault();
          choose(chosen.term);
        } else if (text.trim() !== '') {
          event.preventDefault();
          choose(text.trim());
        }
        return;
      }
      case 'Escape':
        // Handled here only when there is something to close or clear; otherwise Esc bubbles on
        // (e.g. to a modal around the field).
        if (!expanded && text === '') return;
        event.preventDefault();
        event.stopPropagation();
        if (expanded) close();
        else setText('');
        return;
      default:
    }
  };

  return (
    <div className={classNames('sp-search-suggestions', className)}>
      <label htmlFor={inputId} className="sp-search-suggestions__label">
        {label ?? intl.formatMessage(searchSuggestionsMessages.label)}
      </label>
      <div className="sp-search-suggestions__field">
        <Icon name="search" size={16} className="sp-search-suggestions__icon" />
        <input
          id={inputId}
          className="sp-search-suggestions__input"
          type="text"
          role="combobox"
          name={name}
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(event.target.value !== '');
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage(searchSuggestionsMessages.listLabel)}
        className="sp-search-suggestions__list"
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          // The keyboard stays on the input (WAI-ARIA combobox: arrows and Enter there), so an
          // option needs no key handler of its own.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${suggestion.term}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={classNames('sp-search-suggestions__option', index === activeIndex && 'sp-search-suggestions__option--active')}
            // mousedown would blur the input (and close the list) before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion.term)}
            onMouseMove={() => setActive(index)}
          >
            {suggestion.term}
          </li>
        ))}
      </ul>
      <VisuallyHidden>
        <span role="status">{expanded ? intl.formatMessage(searchSuggestionsMessages.count, { count }) : ''}</span>
      </VisuallyHidden>
    </div>
  );
}
