import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileUploadRemoval } from '../../../../widgets';
import { renderWithIntl } from '../../../support/renderWithIntl';

describe('FileUploadRemoval', () => {
  it('shows the file name and a remove button named after the file', () => {
    renderWithIntl(<FileUploadRemoval fileName="rechnung-2024.pdf" onRemove={() => {}} />);
    expect(screen.getByText('rechnung-2024.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Datei rechnung-2024.pdf entfernen' })).toBeInTheDocument();
  });

  it('emits onRemove on click and on Enter', async () => {
    const user = userEvent.setup();
    const onRemove = jest.fn();
    renderWithIntl(<FileUploadRemoval fileName="foto.jpg" onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Datei foto.jpg entfernen' }));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(2);
  });

  it('treats ICU syntax in a file name as plain text', () => {
    renderWithIntl(<FileUploadRemoval fileName="{plan}.pdf" onRemove={() => {}} />);
    expect(screen.getByRole('button', { name: 'Datei {plan}.pdf entfernen' })).toBeInTheDocument();
  });
});
