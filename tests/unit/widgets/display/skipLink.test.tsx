import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from '../../../../widgets';
import { renderWithIntl } from '../../../support/renderWithIntl';

function Page() {
  return (
    <>
      <SkipLink targetId="nach-der-liste" />
      <ul>
        <li><a href="#a">Espresso</a></li>
        <li><a href="#b">Filterkaffee</a></li>
      </ul>
      <h2 id="nach-der-liste">Weitere Produkte</h2>
      <a href="#c">Danach</a>
    </>
  );
}

describe('SkipLink', () => {
  it('is a link "Liste überspringen" to the target', () => {
    renderWithIntl(<Page />);
    expect(screen.getByRole('link', { name: 'Liste überspringen' })).toHaveAttribute('href', '#nach-der-liste');
  });

  it('is the first stop in the tab order and skips the list', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Liste überspringen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Weitere Produkte' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Danach' })).toHaveFocus();
  });

  it('takes its own text', () => {
    renderWithIntl(<SkipLink targetId="x">Filter überspringen</SkipLink>);
    expect(screen.getByRole('link', { name: 'Filter überspringen' })).toBeInTheDocument();
  });

  it('leaves a missing target to the browser (plain link)', async () => {
    const user = userEvent.setup();
    renderWithIntl(<SkipLink targetId="fehlt" />);
    const link = screen.getByRole('link');
    await user.click(link);
    expect(link).toHaveFocus();
  });
});
