import { fireEvent, render, screen } from '@testing-library/react';
import { toCsv } from '../../../../core/client/widgets/csv';
import { ExportCsvButton } from '../../../../core/client/widgets/ExportCsvButton';
import { LineChart } from '../../../../core/client/widgets/LineChart';
import { ShareChart } from '../../../../core/client/widgets/ShareChart';

describe('exports', () => {
  it('CSV follows RFC 4180: CRLF rows, fields with comma, quote or line break quoted, quotes doubled', () => {
    expect(toCsv([['Page', 'Views'], ['/a,b', 3], ['say "hi"', 0], ['two\nlines', undefined]])).toBe('Page,Views\r\n"/a,b",3\r\n"say ""hi""",0\r\n"two\nlines",\r\n');
  });

  it('the CSV button downloads <filename>.csv built when clicked', () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (created.push(blob), 'blob:x'));
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('pages.csv');
    });
    const rows = jest.fn(() => [['Page'], ['/a']]);
    render(<ExportCsvButton filename="pages" rows={rows} label="Download CSV" />);
    expect(rows).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('export-csv-pages'));
    expect(click).toHaveBeenCalledTimes(1);
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    click.mockRestore();
  });

  it('charts offer a PNG download only when given a file name', () => {
    const T = Date.UTC(2026, 10, 22);
    const { unmount } = render(<LineChart rows={4} series={[{ name: 'Views', points: [[T, 1]] }]} />);
    expect(document.querySelector('.highcharts-contextbutton')).toBeNull();
    unmount();
    render(<LineChart rows={4} series={[{ name: 'Views', points: [[T, 1]] }]} exportName="views" />);
    expect(document.querySelector('.highcharts-contextbutton')).not.toBeNull();
    render(<ShareChart shares={[{ key: 'Desktop', label: 'Desktop', value: 3 }, { key: 'Phone', label: 'Phone', value: 1 }]} valueName="Views" exportName="devices" />);
    expect(document.querySelectorAll('.highcharts-contextbutton')).toHaveLength(2);
    expect(screen.getByTestId('share-chart').textContent).toContain('75.00%');
  });
});
