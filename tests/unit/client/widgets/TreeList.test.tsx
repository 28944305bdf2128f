import { fireEvent, render, screen } from '@testing-library/react';
import { TreeList, type TreeNicknames } from '../../../../core/client/widgets/TreeList';

interface Node {
  id: number;
  name: string;
  count: number;
  children?: Node[];
}
const TREE: Node[] = [{ id: 1, name: 'Sports', count: 9, children: [{ id: 11, name: 'Football', count: 4 }] }, { id: 2, name: 'Films', count: 3 }];
const TEXTS = { open: 'Open', expand: 'Show more', noData: 'No data' };

function renderTree(nodes: Node[], onSelect = jest.fn(), nicknames?: TreeNicknames) {
  render(<TreeList nodes={nodes} row={(node) => ({ key: String(node.id), label: node.name, value: node.count, onSelect })} texts={TEXTS} nicknames={nicknames} />);
  return onSelect;
}
const labels = () => [...document.querySelectorAll('[role=tree] > li > .ac-number-list-row .ac-number-list-label')].map((el) => el.textContent);

describe('TreeList', () => {
  it('CX-03: lists the nodes with their children to expand; a click gets the row\'s label', () => {
    const onSelect = renderTree(TREE);
    expect(labels()).toEqual(['Sports', 'Films']);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    fireEvent.click(screen.getByRole('button', { name: 'Football' }));
    expect(onSelect).toHaveBeenLastCalledWith('Football');
  });

  it('CX-12: an empty tree shows the no-data text', () => {
    renderTree([]);
    expect(screen.getByText('No data')).toBeTruthy();
  });

  it('RG-45, OP-34: a nicknamed row shows and selects under its nickname; the edit button renames it by key', () => {
    const rename = jest.fn();
    const onSelect = renderTree(TREE, jest.fn(), { of: (key) => (key === '2' ? 'Movie buffs' : undefined), rename, editLabel: 'Rename' });
    expect(labels()).toEqual(['Sports', 'Movie buffs']);
    fireEvent.click(screen.getByRole('button', { name: 'Movie buffs' }));
    expect(onSelect).toHaveBeenLastCalledWith('Movie buffs');
    fireEvent.click(screen.getAllByRole('button', { name: 'Rename' })[0]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Rename' }), { target: { value: 'Sport fans' } });
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    expect(rename).toHaveBeenCalledWith('1', 'Sport fans');
  });

  it('OP-34: nicknames without rename show but offer no edit button', () => {
    renderTree(TREE, jest.fn(), { of: (key) => (key === '1' ? 'Fans' : undefined), editLabel: 'Rename' });
    expect(labels()).toEqual(['Fans', 'Films']);
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
  });
});
