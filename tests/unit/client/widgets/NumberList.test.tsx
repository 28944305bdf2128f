import { fireEvent, render, screen } from '@testing-library/react';
import { NumberList, type NumberRow } from '../../../../core/client/widgets/NumberList';
import { childCountBadge } from '../../../../core/common/format/childCountBadge';

const TEXTS = { open: 'Open', expand: 'Expand' };
const rows = (n: number, extra: Partial<NumberRow> = {}): NumberRow[] => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, label: `Row ${i}`, value: 1000 * (i + 1), ...extra }));

describe('NumberList', () => {
  it('CX-06, CO-05: at most 10 rows, counts in the console number format', () => {
    render(<NumberList rows={[{ key: 'big', label: 'Big', value: 123456 }, ...rows(12)]} texts={TEXTS} />);
    expect(screen.getAllByRole('treeitem')).toHaveLength(10);
    expect(screen.getByTestId('row-big').textContent).toBe('Big123.46k');
  });

  it('CX-03, CX-07: rows with children expand; the badge counts them up to 9+', () => {
    expect([childCountBadge(9), childCountBadge(12)]).toEqual(['9', '9+']);
    render(<NumberList rows={[{ key: 'p', label: 'Parent', value: 1, children: rows(3) }]} texts={TEXTS} />);
    expect(screen.getByRole('button', { name: 'Expand' }).textContent).toBe('3');
    expect(screen.queryByRole('group')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByRole('group').querySelectorAll('li')).toHaveLength(3);
  });

  it('CX-04, CX-05: a selectable row calls back on click; a row with href links to it in a new tab', () => {
    const onSelect = jest.fn();
    render(<NumberList rows={[{ key: 'a', label: 'A', value: 1, onSelect, href: 'https://a.example/x' }, { key: 'b', label: 'B', value: 2 }]} texts={TEXTS} />);
    fireEvent.click(screen.getByRole('button', { name: 'A' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'B' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Open' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('target')).toBe('_blank');
  });
});
