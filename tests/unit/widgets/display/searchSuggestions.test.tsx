import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchSuggestions, type SearchSuggestion } from '../../../../widgets';
import { renderWithIntl } from '../../../support/renderWithIntl';

const terms: SearchSuggestion[] = [{ term: 'Kaffee' }, { term: 'Kaffeemaschine' }, { term: 'Kaffeebohnen' }];

/** A host that filters a static list by what was typed, as the gallery does. */
function Host({ onSelect = () => {} }: { onSelect?: (term: string) => void }) {
  const [value, setValue] = useState('');
  const suggestions = value === '' ? [] : terms.filter(({ term }) => term.toLowerCase().startsWith(value.toLowerCase()));
  return <SearchSuggestions value={value} onValueChange={setValue} suggestions={suggestions} onSelect={onSelect} />;
}

const input = () => screen.getByRole('combobox', { name: 'Suche' });
const activeOption = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('SearchSuggestions', () => {
  it('is a combobox with a visible label, collapsed at first', () => {
    renderWithIntl(<Host />);
    expect(screen.getByText('Suche').tagName).toBe('LABEL');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    const listbox = document.getElementById(input().getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).not.toBeVisible();
  });

  it('opens the suggestions while typing and announces their number', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Host />);
    await user.type(input(), 'kaf');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Suchvorschläge' });
    expect(input()).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Kaffee', 'Kaffeemaschine', 'Kaffeebohnen']);
    expect(screen.getByRole('status')).toHaveTextContent('3 Vorschläge verfügbar');
    await user.type(input(), 'feem');
    expect(screen.getByRole('status')).toHaveTextContent('1 Vorschlag verfügbar');
  });

  it('moves the active option with ArrowDown and ArrowUp, wrapping around, focus staying in the input', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Host />);
    await user.type(input(), 'k');
    expect(activeOption()).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Kaffee');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Kaffeemaschine');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent(/^Kaffee$/);
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Kaffeebohnen');
    expect(screen.getAllByRole('option').filter((option) => option.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    expect(input()).toHaveFocus();
  });

  it('chooses the active option with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderWithIntl(<Host onSelect={onSelect} />);
    await user.type(input(), 'kaf');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Kaffeemaschine');
    expect(input()).toHaveValue('Kaffeemaschine');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('submits the typed text with Enter when no option is active', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderWithIntl(<Host onSelect={onSelect} />);
    await user.type(input(), ' Tasse {Enter}');
    expect(onSelect).toHaveBeenCalledWith('Tasse');
    await user.clear(input());
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('chooses an option by click', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderWithIntl(<Host onSelect={onSelect} />);
    await user.type(input(), 'kaf');
    await user.click(screen.getByRole('option', { name: 'Kaffeebohnen' }));
    expect(onSelect).toHaveBeenCalledWith('Kaffeebohnen');
    expect(input()).toHaveValue('Kaffeebohnen');
  });

  it('closes with Esc, clears with a second Esc', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Host />);
    await user.type(input(), 'kaf');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    expect(input()).toHaveValue('kaf');
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('');
  });

  it('reopens with ArrowDown after Esc (and ArrowUp starts at the last option)', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Host />);
    await user.type(input(), 'kaf');
    await user.keyboard('{Escape}{ArrowUp}');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('Kaffeebohnen');
  });

  it('closes when focus leaves the field', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Host />);
    await user.type(input(), 'kaf');
    await user.tab();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays collapsed when there is nothing to suggest', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Host />);
    await user.type(input(), 'xyz{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps its own text when uncontrolled and takes a label', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    renderWithIntl(<SearchSuggestions label="Produkte suchen" suggestions={[{ term: 'Tee' }]} onSelect={() => {}} onValueChange={onValueChange} />);
    const field = screen.getByRole('combobox', { name: 'Produkte suchen' });
    await user.type(field, 'T');
    expect(field).toHaveValue('T');
    expect(onValueChange).toHaveBeenLastCalledWith('T');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('Tee');
  });

  it('lets Esc through to an enclosing dialog when there is nothing to close or clear', async () => {
    const user = userEvent.setup();
    const onKeyDown = jest.fn<void, [string]>();
    renderWithIntl(
      <div onKeyDown={(event) => onKeyDown(event.key)}>
        <Host />
      </div>,
    );
    await user.type(input(), 'kaf{Escape}{Escape}');
    expect(onKeyDown).not.toHaveBeenCalledWith('Escape');
    await user.keyboard('{Escape}');
    expect(onKeyDown).toHaveBeenCalledWith('Escape');
  });
});
