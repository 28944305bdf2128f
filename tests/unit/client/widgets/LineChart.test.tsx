import { render, screen } from '@testing-library/react';
import Highcharts from 'highcharts';
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

  it('CU-02: an open last bucket is drawn dotted as partial, the buckets before it solid', () => {
    render(<LineChart rows={3} series={[{ name: 'Today', points: [[T, 2], [T + 300_000, 3], [T + 600_000, 1]], open: true }]} />);
    const chart = Highcharts.charts.filter(Boolean).at(-1)!;
    const [today] = chart.series;
    const options = today.options as Highcharts.SeriesLineOptions;
    expect(options.dashStyle).toBe('Solid');
    expect(options.zones).toEqual([{ value: T + 300_000 }, { dashStyle: 'Dot' }]);
  });

  it('CX-09: a page chart takes the page font; the top label keeps half a label of room above the plot', () => {
    render(<LineChart rows={5} fontSize={13} series={[{ name: 'Views', points: [[T, 2], [T + 3_600_000, 3]] }]} />);
    const chart = Highcharts.charts.filter(Boolean).at(-1)!;
    expect(chart.options.chart!.style!.fontSize).toBe('13px');
    expect(chart.options.chart!.spacing![0]).toBeGreaterThanOrEqual(7);
    // The last x label is drawn whole, not cut to an ellipsis, with room for it between the ticks.
    expect((chart.xAxis[0].options.labels!.style as Record<string, string>).textOverflow).toBe('none');
    expect(chart.xAxis[0].options.tickPixelInterval).toBe(91);
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
