import { act, screen } from '@testing-library/react';
import Highcharts from 'highcharts';
import { resourceKey } from '../../../../core/client/resources/resourceKey';
import { PluginRegistry } from '../../../../core/common/plugin/PluginRegistry';
import { cardSettingEntries, cardSettingsDefaults } from '../../../../core/common/plugin/cardSettings';
import monitoring from '../../../../plugins/monitoring';
import type { ToolsStatsRow } from '../../../../plugins/monitoring/common/monitoringReplies';
import plugin from '../../../../plugins/tools-stats-card';
import ToolsStatsCard from '../../../../plugins/tools-stats-card/client/ToolsStatsCard';
import { toolsStatsCardSettings, type ToolsStatsCardSettings } from '../../../../plugins/tools-stats-card/common/toolsStatsCardSettings';
import { renderCard as renderCardOf } from '../support/renderCard';

const FILTER = { domain: 'news.example.com' };
const T = Date.UTC(2026, 10, 22, 0, 0);
const row = (hour: number, votes: number, views: number): ToolsStatsRow => ({ hour: new Date(T + hour * 3600_000).toISOString(), key: T + hour * 3600_000, votes, views });
const TODAY = [row(0, 1, 10), row(1, 2, 20), row(2, 4, 30)];
const YESTERDAY = [row(0, 5, 1), row(1, 0, 2), row(2, 0, 3), row(3, 0, 4)];

/** The card with a real resource store whose HTTP answers the test releases by hand. */
async function renderCard(settings: Record<string, unknown> = cardSettingsDefaults(toolsStatsCardSettings), size = { w: 4, h: 3 }, filter: Record<string, unknown> = FILTER) {
  const card = await renderCardOf(ToolsStatsCard, { namespace: 'tools-stats-card', settings: settings as ToolsStatsCardSettings, size, filter });
  /** Answers today's rows and the compared day's rows. */
  const answer = (today = TODAY, compared = YESTERDAY) => card.answer((r) => (r.query.compare ? compared : today));
  return { ...card, answer };
}

/** How many lines the chart draws. */
const chartLines = () => [...document.querySelectorAll('.ac-line-chart .highcharts-series')].length;

describe('ToolsStatsCard', () => {
  it('CT-02, CX-10, OP-33: a repeatable, non-default 4x3 card whose options menu offers compare and metric', async () => {
    const [card] = plugin.cards;
    expect(plugin.requires).toEqual(['monitoring']);
    expect(card).toMatchObject({ component: 'ToolsStatsCard', default: false, multiple: true, size: { w: 4, h: 3 }, resources: ['toolsStats'] });
    expect(cardSettingsDefaults(card.settings)).toEqual({ histogramCompare: 'yesterday', metric: 'views' });
    expect(cardSettingEntries(card.settings)).toEqual([
      { key: 'histogramCompare', label: 'options.histogramCompare', control: { kind: 'select', choices: ['yesterday', 'last_week'] } },
      { key: 'metric', label: 'options.metric', control: { kind: 'select', choices: ['votes', 'views'] } },
    ]);
    expect((await card.load()).default).toBe(ToolsStatsCard);
  });

  it('CT-05: admin only: the card uses monitoring’s viewToolsStats rule, which needs the admin module', () => {
    const [card] = plugin.cards;
    expect(card.permission).toBe('viewToolsStats');
    const registry = new PluginRegistry([monitoring, plugin]);
    const offered = (access: string[]) => registry.cards.filter((c) => registry.permissions.can(c.permission, access)).map((c) => c.component);
    const analyst = ['REALTIME.VIEW', 'AUDIENCES.VIEW', 'MODULE_ANALYTICS.VIEW'];
    expect(offered(analyst)).toEqual([]);
    expect(offered([...analyst, 'MODULE_ADMIN.VIEW'])).toEqual(['ToolsStatsCard']);
  });

  it('CT-06, CX-10: loads toolsStats for the filter (UTC hours on the server) and the compared day, live', async () => {
    const { requests, socket, answer } = await renderCard();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(requests.map((r) => [r.path, r.query])).toEqual([
      ['/v1/monitoring/toolsStats', FILTER],
      ['/v1/monitoring/toolsStats', { ...FILTER, compare: 'yesterday' }],
    ]);
    expect(socket.emits('subscribe')).toEqual([
      { resource: 'toolsStats', filter: FILTER },
      { resource: 'toolsStats', filter: { ...FILTER, compare: 'yesterday' } },
    ]);
    await answer();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(chartLines()).toBe(2);
    const lastWeek = await renderCard({ ...cardSettingsDefaults(toolsStatsCardSettings), histogramCompare: 'last_week' });
    expect(lastWeek.requests.map((r) => r.query.compare)).toEqual([undefined, 'last_week']);
  });

  it('CT-06, CU-02: the UTC hours are drawn at the user\'s local times (the filter\'s zone)', async () => {
    const { answer } = await renderCard(undefined, undefined, { ...FILTER, timezone: 'Europe/Vienna' });
    await answer();
    const chart = Highcharts.charts.filter(Boolean).at(-1)!;
    // 00:00 UTC is 01:00 in Vienna (+01:00 in November).
    expect(chart.series[1].points.map((p) => p.x)).toEqual([1, 2, 3].map((h) => T + h * 3600_000));
  });

  it('CT-01, CT-03: a fresh card shows views: today’s total of the hourly views', async () => {
    const { answer } = await renderCard();
    await answer();
    expect(screen.getByTestId('tools-stats-total').getAttribute('data-value')).toBe('60');
    expect(screen.getByTestId('tools-stats-metric').textContent).toBe('Views');
  });

  it('CT-01: with metric votes it counts votes per hour', async () => {
    const { answer } = await renderCard({ ...cardSettingsDefaults(toolsStatsCardSettings), metric: 'votes' });
    await answer();
    expect(screen.getByTestId('tools-stats-total').getAttribute('data-value')).toBe('7');
    expect(screen.getByTestId('tools-stats-metric').textContent).toBe('Votes');
  });

  it('CT-01: a live update of the feed reaches the total', async () => {
    const { answer, socket, unmount } = await renderCard();
    await answer();
    act(() => socket.serverSends('update', { resource: 'toolsStats', key: resourceKey('toolsStats', FILTER), data: [...TODAY, row(3, 0, 40)] }));
    expect(screen.getByTestId('tools-stats-total').getAttribute('data-value')).toBe('100');
    unmount();
  });

  it('CT-04: an unknown stored metric logs a warning and shows an empty label, no error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { answer } = await renderCard({ ...cardSettingsDefaults(toolsStatsCardSettings), metric: 'foo' });
      await answer();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown tools metric "foo"'));
      expect(screen.getByTestId('tools-stats-metric').textContent).toBe('');
      expect(screen.getByTestId('tools-stats-total').getAttribute('data-value')).toBe('0');
      expect(document.querySelector('.bp6-callout')).toBeNull();
      expect(chartLines()).toBe(2);
    } finally {
      warn.mockRestore();
    }
  });

  it('every realtime card exportable: offers today’s and the compared hours of its metric as CSV, and its chart as PNG', async () => {
    const { csv, answer } = await renderCard();
    expect(csv()).toBeUndefined();
    await answer();
    expect(csv()).toEqual([
      ['Hour', 'Today', 'Yesterday'],
      ['2026-11-22T00:00:00.000Z', 10, 1],
      ['2026-11-22T01:00:00.000Z', 20, 2],
      ['2026-11-22T02:00:00.000Z', 30, 3],
      ['2026-11-22T03:00:00.000Z', undefined, 4],
    ]);
    expect(document.querySelector('.ac-line-chart .highcharts-contextbutton')).toBeTruthy();
  });

  it('CX-08, CX-09: the chart is 53 × h − 30 px high with a 10 + 2 × h px font', async () => {
    const { answer } = await renderCard(cardSettingsDefaults(toolsStatsCardSettings), { w: 4, h: 4 });
    await answer();
    const svg = document.querySelector('.ac-line-chart svg')!;
    expect(svg.getAttribute('height')).toBe('182');
    expect(svg.getAttribute('style')).toContain('font-size: 18px');
  });

  it('CT-03: texts in German', async () => {
    const card = await renderCardOf(ToolsStatsCard, { namespace: 'tools-stats-card', settings: cardSettingsDefaults(toolsStatsCardSettings), filter: FILTER, language: 'de', respond: (r) => (r.query.compare ? YESTERDAY : TODAY) });
    expect(card.get).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('tools-stats-metric').textContent).toBe('Aufrufe');
  });
});
