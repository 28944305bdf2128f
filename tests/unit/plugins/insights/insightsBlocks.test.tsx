import { fireEvent, screen, within } from '@testing-library/react';
import Highcharts from 'highcharts';
import type { CardProps } from '../../../../core/client/grid/CardProps';
import type { Language } from '../../../../core/client/i18n/languages';
import { DevicesBlock } from '../../../../plugins/insights/client/DevicesBlock';
import type { InsightsMetric } from '../../../../plugins/insights/common/insightsMetric';
import { ReferrerBlock } from '../../../../plugins/insights/client/ReferrerBlock';
import { renderCard } from '../support/renderCard';

const row = (key: string, users: number, views: number, children?: unknown[]) => ({ key, users, views, doc_count: views, ...(children ? { children } : {}) });
const REPLIES: Record<string, unknown> = {
  devices: [row('Desktop', 3, 2), row('Phone', 1, 6), row('Tablet', 0, 0)],
  browsers: [row('Chrome', 3, 2), row('Firefox', 1, 6)],
  operatingSystems: [row('Windows', 4, 8)],
  referrerByType: [row('Self', 9, 90), row('Search', 3, 1, [row('google.com', 3, 1)]), row('Direct', 1, 3, [])],
};

/** One block over a real resource store, counting by `metric`. */
async function renderBlock(Block: typeof DevicesBlock | typeof ReferrerBlock, metric: InsightsMetric, language: Language = 'en') {
  function Host({ filter }: CardProps) {
    return <Block filter={filter} metric={metric} />;
  }
  return renderCard(Host, { namespace: 'insights', settings: {}, filter: { from: 1, to: 2 }, language, respond: ({ resource }) => REPLIES[resource] });
}

const chartValues = () => Highcharts.charts.filter(Boolean).at(-1)!.series[0].data.map((p) => [p.category, p.y]);

describe('insights blocks', () => {
  it('IA-05, IC-06: the devices block charts and lists devices, browsers and systems by users or by page views', async () => {
    await renderBlock(DevicesBlock, 'users');
    expect(chartValues()).toEqual([['Desktop', 3], ['Phone', 1], ['Tablet', 0]]);
    expect(within(screen.getByTestId('list-browsers')).getByTestId('row-Firefox').textContent).toContain('1');
    expect(screen.getByTestId('export-csv-browsers')).toBeTruthy();
    await renderBlock(DevicesBlock, 'views');
    expect(chartValues()).toEqual([['Desktop', 2], ['Phone', 6], ['Tablet', 0]]);
  });

  it('IC-09, OP-75: the referrer block leaves Self out, charts the types by the metric and lists their referrers with page views', async () => {
    await renderBlock(ReferrerBlock, 'users');
    expect(chartValues()).toEqual([['Search', 3], ['Direct', 1]]);
    expect(screen.queryByTestId('row-Self')).toBeNull();
    fireEvent.click(within(screen.getByTestId('row-Search')).getByRole('button', { name: 'Show more' }));
    expect(screen.getByTestId('row-Search-google.com').textContent).toContain('1');
    await renderBlock(ReferrerBlock, 'views');
    expect(chartValues()).toEqual([['Search', 1], ['Direct', 3]]);
  });

  it('names devices and referrer types in its own texts, without the cards\' namespaces', async () => {
    await renderBlock(DevicesBlock, 'users', 'de');
    expect(chartValues()).toEqual([['Desktop', 3], ['Smartphone', 1], ['Tablet', 0]]);
    await renderBlock(ReferrerBlock, 'users', 'de');
    expect(chartValues()).toEqual([['Suche', 3], ['Direkt', 1]]);
  });
});
