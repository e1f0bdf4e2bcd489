import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Slider } from '../../../../widgets';
import { renderWithIntl } from '../../../support/renderWithIntl';

const slides = ['Espresso', 'Cappuccino', 'Latte macchiato'].map((name) => <p key={name}>{name}</p>);
const visibleSlide = () => screen.getByRole('group');

describe('Slider', () => {
  it('is a labelled carousel region', () => {
    renderWithIntl(<Slider label="Kaffeespezialitäten" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Kaffeespezialitäten' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  });

  it('shows one slide at a time, named "n von m"', () => {
    renderWithIntl(<Slider label="Kaffee" slides={slides} />);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(visibleSlide()).toHaveAccessibleName('1 von 3');
    expect(visibleSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(visibleSlide()).toHaveTextContent('Espresso');
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
  });

  it('moves with the next and previous buttons, wrapping around', async () => {
    const user = userEvent.setup();
    const onSlideChange = jest.fn();
    renderWithIntl(<Slider label="Kaffee" slides={slides} onSlideChange={onSlideChange} />);
    await user.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(visibleSlide()).toHaveAccessibleName('2 von 3');
    expect(visibleSlide()).toHaveTextContent('Cappuccino');
    await user.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    await user.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(visibleSlide()).toHaveAccessibleName('1 von 3');
    await user.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    expect(visibleSlide()).toHaveTextContent('Latte macchiato');
    expect(onSlideChange.mock.calls).toEqual([[1], [2], [0], [2]]);
  });

  it('is operated with the keyboard; the buttons come before the slides', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Slider label="Kaffee" slides={slides} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Vorheriges Bild' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Nächstes Bild' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(visibleSlide()).toHaveAccessibleName('2 von 3');
    expect(screen.getByRole('button', { name: 'Nächstes Bild' })).toHaveFocus();
  });

  it('announces slide changes politely and never rotates by itself', async () => {
    jest.useFakeTimers();
    try {
      renderWithIntl(<Slider label="Kaffee" slides={slides} />);
      expect(visibleSlide().parentElement).toHaveAttribute('aria-live', 'polite');
      await jest.advanceTimersByTimeAsync(60000);
      expect(visibleSlide()).toHaveAccessibleName('1 von 3');
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts at a clamped initial slide', () => {
    renderWithIntl(<Slider label="Kaffee" slides={slides} initialIndex={9} />);
    expect(visibleSlide()).toHaveAccessibleName('3 von 3');
  });

  it('has no buttons for a single slide and renders nothing without slides', () => {
    const { rerender, container } = renderWithIntl(<Slider label="Kaffee" slides={[<p key="a">Einzeln</p>]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(visibleSlide()).toHaveAccessibleName('1 von 1');
    rerender(<Slider label="Kaffee" slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
