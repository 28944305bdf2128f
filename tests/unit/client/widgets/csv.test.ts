import { toCsv } from '../../../../core/client/widgets/csv';
import { chartCsvRows } from '../../../../core/client/widgets/chartCsvRows';
import { treeCsvRows } from '../../../../core/client/widgets/treeCsvRows';

const line = (cells: Parameters<typeof toCsv>[0][number]) => toCsv([cells]).replace(/\r\n$/, '');

describe('toCsv: cells from tracked pages cannot become spreadsheet formulas', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","Click")', `"'=HYPERLINK(""https://evil.example"",""Click"")"`],
    ['+1', "'+1"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['-2+3', "'-2+3"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('a text cell %j is written as text with a leading quote', (title, written) => {
    expect(line([title, 3])).toBe(`${written},3`);
  });

  it('numbers typed as numbers stay numbers, negative ones too', () => {
    expect(line(['Change', -3, 0, 2.5, -0.25])).toBe('Change,-3,0,2.5,-0.25');
  });

  it('text that only contains those characters later is left alone', () => {
    expect(line(['a=b', '1+1', 'mail@example.com', 'x-y'])).toBe('a=b,1+1,mail@example.com,x-y');
  });

  it('a formula-like page title in a tree export and chart rows keeps its numbers', () => {
    interface Node { label: string; value: number; children?: Node[] }
    const nodes: Node[] = [{ label: '=1+1', value: 5, children: [{ label: '@page', value: -1 }] }];
    expect(toCsv(treeCsvRows(nodes, (n) => n.label, (n) => [n.value]))).toBe(",'=1+1,5\r\n'=1+1,'@page,-1\r\n");
    expect(toCsv(chartCsvRows([[[0, -4]]]))).toBe('1970-01-01T00:00:00.000Z,-4\r\n');
  });
});
