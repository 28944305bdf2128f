import { render, screen } from '@testing-library/react';
import { DistributionBar } from '../../../../core/client/widgets/DistributionBar';

describe('DistributionBar', () => {
  it('CX-11, CO-07: segments in the given order, as wide as their share, labelled with 2-decimal percent and a size class', () => {
    render(<DistributionBar segments={[{ key: 'b', label: 'B', share: 0.9 }, { key: 'a', label: 'A', share: 0.1 }]} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((el) => el.textContent)).toEqual(['B90.00%', 'A10.00%']);
    expect(items[0].style.flexGrow).toBe('0.9');
    expect(items[1].className).toContain('ac-distribution-small');
    expect(items[1].title).toBe('A: 10.00%');
  });
});
