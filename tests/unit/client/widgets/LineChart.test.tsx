import { render, screen } from '@testing-library/react';
import { LineChart } from '../../../../core/client/widgets/LineChart';
import { MinAvgMax, minAvgMax } from '../../../../core/client/widgets/MinAvgMax';

const T = Date.UTC(2026, 10, 22, 9, 0);

describe('LineChart', () => {
  it('CX-08, CX-09: draws each series at 53 × rows − 30 px with a 10 + 2 × rows px font', () => {
    render(<LineChart rows={3} series={[{ name: 'Yesterday', points: [[T, 1]], secondary: true }, { name: 'Today', points: [[T, 2], [T + 300_000, 3]] }]} />);
    const svg = document.querySelector('.ac-line-chart svg')!;
    expect(svg.getAttribute('height')).toBe('129');
    expect(svg.getAttribute('style')).toContain('font-size: 16px');
    expect(document.querySelectorAll('.highcharts-series')).toHaveLength(2);
  });
});

describe('MinAvgMax', () => {
  it('CU-03: min, whole-count average and max; nothing for no values', () => {
    expect(minAvgMax([4, 10, 7])).toEqual({ min: 4, avg: 7, max: 10 });
    expect(minAvgMax([1, 2])).toEqual({ min: 1, avg: 2, max: 2 });
    expect(minAvgMax([])).toBeUndefined();
    const { container } = render(<MinAvgMax values={[]} labels={{ min: 'Min', avg: 'Avg', max: 'Max' }} />);
    expect(container.textContent).toBe('');
    render(<MinAvgMax values={[100000, 200000]} labels={{ min: 'Min', avg: 'Avg', max: 'Max' }} />);
    expect(screen.getByTestId('stat-avg').textContent).toBe('Avg150k');
  });
});
