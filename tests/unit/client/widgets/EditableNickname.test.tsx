import { fireEvent, render, screen } from '@testing-library/react';
import { EditableNickname } from '../../../../core/client/widgets/EditableNickname';

/** Opens the field, types `text` and ends with `key` (Enter or Escape). */
function edit(text: string, key: 'Enter' | 'Escape') {
  fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
  const field = screen.getByRole('textbox', { name: 'Rename' });
  fireEvent.change(field, { target: { value: text } });
  fireEvent.keyDown(field, { key });
}

describe('EditableNickname', () => {
  it('OP-34: shows the nickname, else the name; without onSave it is plain text', () => {
    const { rerender } = render(<EditableNickname name="Sports" nickname="Fans" onSave={jest.fn()} editLabel="Rename" />);
    expect(screen.getByText('Fans')).toBeTruthy();
    rerender(<EditableNickname name="Sports" editLabel="Rename" />);
    expect(screen.getByText('Sports')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
  });

  it('RG-18, OP-34: the edit button opens a field with the shown name; Enter saves the trimmed text', () => {
    const onSave = jest.fn();
    render(
      <EditableNickname name="Sports" onSave={onSave} editLabel="Rename">
        <button type="button">Sports</button>
      </EditableNickname>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect((screen.getByRole('textbox', { name: 'Rename' }) as HTMLInputElement).value).toBe('Sports');
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
    edit('  Sport fans ', 'Enter');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith('Sport fans');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sports' })).toBeTruthy();
  });

  it('OP-34: Escape cancels without saving', () => {
    const onSave = jest.fn();
    render(<EditableNickname name="Sports" nickname="Fans" onSave={onSave} editLabel="Rename" />);
    edit('Other', 'Escape');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Fans')).toBeTruthy();
  });

  it('OP-34: an emptied entry or the plain name again drops the nickname; an unchanged one saves nothing', () => {
    const onSave = jest.fn();
    render(<EditableNickname name="Sports" nickname="Fans" onSave={onSave} editLabel="Rename" />);
    edit('', 'Enter');
    expect(onSave).toHaveBeenLastCalledWith(undefined);
    edit('Sports', 'Enter');
    expect(onSave).toHaveBeenLastCalledWith(undefined);
    edit('Fans', 'Enter');
    expect(onSave).toHaveBeenCalledTimes(2);
  });
});
