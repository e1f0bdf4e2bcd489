import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pagination } from '../../../../widgets';
import { clampPage, pageItems } from '../../../../widgets/display/Pagination/pageRange';
import { renderWithIntl } from '../../../support/renderWithIntl';

const nav = () => screen.getByRole('navigation', { name: 'Seitennavigation' });
const currentPage = () => within(nav()).getAllByRole('button').find((button) => button.getAttribute('aria-current') === 'page');

describe('Pagination', () => {
  it('is a labelled navigation with "page von totalPages"', () => {
    renderWithIntl(<Pagination page={3} totalPages={10} />);
    expect(nav()).toHaveTextContent('3 von 10');
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeInTheDocument();
  });

  it('marks the current page with aria-current="page"', () => {
    renderWithIntl(<Pagination page={3} totalPages={10} />);
    expect(currentPage()).toHaveAccessibleName('Seite 3');
    expect(screen.getAllByRole('button', { name: /^Seite / }).filter((b) => b.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('takes a host label', () => {
    renderWithIntl(<Pagination page={1} totalPages={2} label="Suchergebnisse, Seiten" />);
    expect(screen.getByRole('navigation', { name: 'Suchergebnisse, Seiten' })).toBeInTheDocument();
  });

  it('emits the previous, next and chosen page', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderWithIntl(<Pagination page={5} totalPages={10} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await user.click(screen.getByRole('button', { name: 'Seite 10' }));
    await user.click(screen.getByRole('button', { name: 'Seite 5' }));
    expect(onPageChange.mock.calls).toEqual([[4], [6], [10]]);
  });

  it('keeps previous and next focusable but inert at the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    const { rerender } = renderWithIntl(<Pagination page={1} totalPages={3} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Vorherige Seite' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    rerender(<Pagination page={3} totalPages={3} onPageChange={onPageChange} />);
    const next = screen.getByRole('button', { name: 'Nächste Seite' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(onPageChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).not.toHaveAttribute('aria-disabled');
  });

  it('is operable with the keyboard', async () => {
    const user = userEvent.setup();
    function Host() {
      const [page, setPage] = useState(1);
      return <Pagination page={page} totalPages={4} onPageChange={setPage} />;
    }
    renderWithIntl(<Host />);
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(nav()).toHaveTextContent('3 von 4');
    expect(currentPage()).toHaveAccessibleName('Seite 3');
  });

  it.each([
    [0, 1],
    [-4, 1],
    [11, 10],
    [2.7, 2],
    [Number.NaN, 1],
  ])('clamps page %p into 1..10 (shows %p)', (page, shown) => {
    renderWithIntl(<Pagination page={page} totalPages={10} />);
    expect(nav()).toHaveTextContent(`${shown} von 10`);
    expect(currentPage()).toHaveAccessibleName(`Seite ${shown}`);
  });

  it.each([0, -1, 0.5, Number.NaN])('renders nothing for totalPages %p', (totalPages) => {
    const { container } = renderWithIntl(<Pagination page={1} totalPages={totalPages} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('formats numbers for the locale', () => {
    renderWithIntl(<Pagination page={1200} totalPages={1500} />);
    expect(nav()).toHaveTextContent('1.200 von 1.500');
  });
});

describe('page helpers', () => {
  it('clampPage', () => {
    expect(clampPage(5, 3)).toBe(3);
    expect(clampPage(Infinity, 3)).toBe(3);
    expect(clampPage(-Infinity, 3)).toBe(1);
    expect(clampPage(2, 0)).toBe(0);
  });

  it.each<[number, number, (number | 'gap')[]]>([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 'gap', 8]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [1, 10, [1, 2, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
  ])('pageItems(%p, %p)', (page, total, items) => {
    expect(pageItems(page, total)).toEqual(items);
  });
});
