import { render, screen } from '@testing-library/react';
import { NoData } from '../../../../core/client/widgets/NoData';
import { PercentBubbles } from '../../../../core/client/widgets/PercentBubbles';
import { shares } from '../../../../core/common/format/shares';

describe('PercentBubbles', () => {
  it('CD-03: one bubble per share in whole percent, in the given order', () => {
    render(<PercentBubbles bubbles={[{ key: 'a', label: 'A', share: 0.666 }, { key: 'b', label: 'B', share: 0.334 }]} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['67%A', '33%B']);
  });

  it('shares are ratios of the sum, all 0 when the sum is 0', () => {
    expect(shares([1, 3])).toEqual([0.25, 0.75]);
    expect(shares([0, 0])).toEqual([0, 0]);
  });
});

describe('NoData', () => {
  it('CX-12: shows the no-data text it is given', () => {
    render(<NoData text="No data" />);
    expect(screen.getByText('No data')).toBeTruthy();
  });
});
