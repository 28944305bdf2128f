import { render, screen } from '@testing-library/react';
import { DistributionBar } from '../../../../core/client/widgets/DistributionBar';

describe('DistributionBar', () => {
  it('CX-11, CO-07: segments in the given order, as wide as their share, labelled with 2-decimal percent and a size class', () => {
    render(<DistributionBar segments={[{ key: 'b', label: 'B', share: 0.9 }, { key: 'a', label: 'A', share: 0.1 }]} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((el) => el.textContent)).toEqual(['B90.00%', '10%']);
    expect(items[0].style.flexGrow).toBe('0.9');
    expect(items[1].className).toContain('ac-distribution-small');
    expect(items[1].title).toBe('A: 10.00%');
  });

  it('CX-11: a small segment shows its whole percent only, tiny and micro ones nothing; every tooltip names the segment with its percent', () => {
    render(
      <DistributionBar
        segments={[
          { key: 'self', label: 'Self', share: 0.855 },
          { key: 'other', label: 'Other', share: 0.1 },
          { key: 'paid', label: 'Paid search', share: 0.04 },
          { key: 'social', label: 'Social', share: 0.005 },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((el) => el.textContent)).toEqual(['Self85.50%', '10%', '', '']);
    expect(items.map((el) => el.className.match(/ac-distribution-(small|tiny|micro)/)?.[1])).toEqual([undefined, 'small', 'tiny', 'micro']);
    expect(items.map((el) => el.title)).toEqual(['Self: 85.50%', 'Other: 10.00%', 'Paid search: 4.00%', 'Social: 0.50%']);
    expect(screen.getByRole('listitem', { name: 'Paid search: 4.00%' })).toBe(items[2]);
  });
});
