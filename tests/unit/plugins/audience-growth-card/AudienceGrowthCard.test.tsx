import { act, fireEvent, screen } from '@testing-library/react';
import Highcharts from 'highcharts';
import { resourceKey } from '../../../../core/client/resources/resourceKey';
import type { Language } from '../../../../core/client/i18n/languages';
import { cardSettingEntries, cardSettingsDefaults } from '../../../../core/common/plugin/cardSettings';
import plugin from '../../../../plugins/audience-growth-card';
import AudienceGrowthCard from '../../../../plugins/audience-growth-card/client/AudienceGrowthCard';
import { audienceGrowthCardSettings, type AudienceGrowthCardSettings } from '../../../../plugins/audience-growth-card/common/audienceGrowthCardSettings';
import { comparedSoFar, growthRanges, utcDayStart } from '../../../../plugins/audience-growth-card/common/growthRanges';
import type { Audience } from '../../../../plugins/audiences/common/Audience';
import type { GrowthPoint } from '../../../../plugins/audiences/common/GrowthPoint';
import audiencesContract from '../../../../plugins/audiences/client/audiencesContract';
import { renderCard as renderCardOf, type CardRequest } from '../support/renderCard';
import { withContracts } from '../support/withContracts';

const HALF_HOUR = 30 * 60_000;
const DAY = 86_400_000;
/** Now: 09:10 UTC, in today's 19th half hour. */
const TODAY = Date.UTC(2026, 10, 22);
const NOW = TODAY + 9 * 3600_000 + 10 * 60_000;
const FILTER = { domain: 'news.example.com', terms: [{ field: 'audience', value: 99 }], usePinpollAudiences: true };

const audience = (id: number, type_id: 1 | 2, text: string, children: Audience[] = []): Audience =>
  ({ id, type_id, text, english: text, german: text, parent_id: null, is_pinpoll: false, is_aitopic: false, hide_analytics: false, hide_dmp: false, filename: null, translations: [], children }) as Audience;
const SPORTS = 10;
const FOOTBALL = 11;
const OWNERS = 20;
const AUDIENCES = [audience(SPORTS, 1, 'Sports', [audience(FOOTBALL, 1, 'Football')]), audience(OWNERS, 2, 'Car owners')];

const points = (start: number, count: number, value: (i: number) => number): GrowthPoint[] =>
  Array.from({ length: count }, (_, i) => ({ key: start + i * HALF_HOUR, date: new Date(start + i * HALF_HOUR).toISOString(), audienceCount: value(i) }));
/** Today so far: 19 half hours, 1 new visitor in each of the first 12. */
const TODAY_POINTS = points(TODAY, 19, (i) => (i < 12 ? 1 : 0));
/** Yesterday: 48 half hours, 1 in each of the first 8 and 10 late in the evening. */
const YESTERDAY_POINTS = points(TODAY - DAY, 48, (i) => (i < 8 ? 1 : i === 40 ? 10 : 0));

/** Answers as the server would: history → today's total, histogram → today's or the compared day's half hours. */
const SERVER = (today = TODAY_POINTS, compared = YESTERDAY_POINTS) => (r: CardRequest) => {
  if (r.resource === 'audiences/growth/history') return [{ key: TODAY, date: new Date(TODAY).toISOString(), audienceCount: today.reduce((s, p) => s + p.audienceCount, 0) }];
  return r.query.to ? compared : today;
};

let now: jest.SpyInstance;
beforeEach(() => {
  now = jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => now.mockRestore());

interface Options {
  settings?: Partial<AudienceGrowthCardSettings>;
  viewSettings?: Record<string, unknown>;
  language?: Language;
  respond?: (r: CardRequest) => unknown;
  size?: { w: number; h: number };
  filter?: Record<string, unknown>;
}

/** The card over a real resource store; the audiences list answers from the console's API kernel. */
async function renderCard({ settings, viewSettings, language, respond = SERVER(), size = { w: 4, h: 4 }, filter = FILTER }: Options = {}) {
  const apiGet = jest.fn(async (_path: string) => AUDIENCES);
  const card = await renderCardOf(withContracts(AudienceGrowthCard, { audiences: audiencesContract }), {
    namespace: 'audience-growth-card',
    settings: { ...cardSettingsDefaults(audienceGrowthCardSettings), ...settings },
    size,
    filter,
    viewSettings,
    language,
    respond,
    app: { api: { get: apiGet } },
  });
  await act(async () => {});
  return { ...card, apiGet };
}

const picker = (name: 'interests' | 'properties') => screen.getByTestId(`audience-picker-${name}`) as HTMLSelectElement;
const pick = (name: 'interests' | 'properties', value: number | '') => act(async () => void fireEvent.change(picker(name), { target: { value: String(value) } }));
const chart = () => Highcharts.charts.filter(Boolean).at(-1)!;

describe('AudienceGrowthCard', () => {
  it('CG-01, CX-10, OP-33, RG-06: a repeatable, non-default card of the default 4 × 3 needing monitoring and audiences; settings audienceId and histogramCompare', async () => {
    expect(plugin.requires).toEqual(['monitoring', 'audiences']);
    const [card] = plugin.cards;
    expect(card).toMatchObject({ component: 'AudienceGrowthCard', permission: 'viewRealtime', default: false, multiple: true, size: { w: 4, h: 3 }, resources: ['audiences/growth/history', 'audiences/growth/histogram'] });
    expect(cardSettingsDefaults(card.settings)).toEqual({ audienceId: null, histogramCompare: 'yesterday' });
    expect(cardSettingEntries(card.settings)).toEqual([{ key: 'histogramCompare', label: 'options.histogramCompare', control: { kind: 'select', choices: ['yesterday', 'last_week'] } }]);
    expect((await card.load()).default).toBe(AudienceGrowthCard);
  });

  it('CG-02: a fresh card shows the hint and both pickers, and loads no growth', async () => {
    const { get, apiGet } = await renderCard();
    expect(screen.getByText(/Pick an interest or a visitor property/)).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
    expect(apiGet).toHaveBeenCalledWith('/v1/audiences/getAudiences');
    expect([...picker('interests').options].map((o) => o.textContent)).toEqual(['Interests', 'Sports', '\u00a0\u00a0Football']);
    expect([...picker('properties').options].map((o) => o.textContent)).toEqual(['Properties', 'Car owners']);
    expect(picker('interests').disabled || picker('properties').disabled).toBe(false);
  });

  it('CG-01, CG-03: choosing an interest saves it and disables the property picker; clearing re-enables it', async () => {
    const { saved } = await renderCard();
    await pick('interests', FOOTBALL);
    expect(saved).toEqual([{ audienceId: FOOTBALL }]);
    expect(picker('interests').value).toBe(String(FOOTBALL));
    expect(picker('properties').disabled).toBe(true);
    expect(screen.queryByText(/Pick an interest/)).toBeNull();
    await pick('interests', '');
    expect(saved.at(-1)).toEqual({ audienceId: null });
    expect(picker('properties').disabled).toBe(false);
    expect(screen.getByText(/Pick an interest/)).toBeTruthy();
  });

  it('CG-03: choosing a property disables the interest picker', async () => {
    await renderCard();
    await pick('properties', OWNERS);
    expect(picker('interests').disabled).toBe(true);
    expect(picker('properties').disabled).toBe(false);
    expect(picker('properties').value).toBe(String(OWNERS));
  });

  it('CG-04: loads history and histogram with the audienceId, the domain and UTC time ranges; follows their feeds', async () => {
    const { get, socket } = await renderCard({ settings: { audienceId: SPORTS } });
    const today = { domain: 'news.example.com', audienceId: SPORTS, from: '2026-11-22T00:00:00.000Z' };
    const yesterday = { domain: 'news.example.com', audienceId: SPORTS, from: '2026-11-21T00:00:00.000Z', to: '2026-11-22T00:00:00.000Z' };
    expect(get.mock.calls.map(([path, { query }]) => [path, query])).toEqual([
      ['/v1/monitoring/audiences/growth/history', today],
      ['/v1/monitoring/audiences/growth/histogram', today],
      ['/v1/monitoring/audiences/growth/histogram', yesterday],
    ]);
    expect(socket.emits('subscribe')).toEqual([
      { resource: 'audiences/growth/history', filter: today },
      { resource: 'audiences/growth/histogram', filter: today },
      { resource: 'audiences/growth/histogram', filter: yesterday },
    ]);
  });

  it('CG-04, CU-02: with the user\'s time zone the ranges stay UTC days, the zone goes along, and the chart shows the half hours at local times', async () => {
    const { get } = await renderCard({ settings: { audienceId: SPORTS }, filter: { ...FILTER, timezone: 'Europe/Vienna' } });
    expect(get.mock.calls[1][1].query).toEqual({ domain: 'news.example.com', timezone: 'Europe/Vienna', audienceId: SPORTS, from: '2026-11-22T00:00:00.000Z' });
    // UTC midnight is 01:00 in Vienna (+01:00 in November).
    const [compared, today] = chart().series;
    expect(today.points[0].x).toBe(TODAY + 3600_000);
    expect(compared.points[0].x).toBe(TODAY + 3600_000);
  });

  it('CG-04, CX-10: against last week the compared day is seven UTC days back', async () => {
    const { get } = await renderCard({ settings: { audienceId: SPORTS, histogramCompare: 'last_week' } });
    expect(get.mock.calls[2][1].query).toMatchObject({ from: '2026-11-15T00:00:00.000Z', to: '2026-11-16T00:00:00.000Z' });
    expect(growthRanges(TODAY, 'last_week').shiftMs).toBe(7 * DAY);
    expect(utcDayStart(NOW)).toBe(TODAY);
  });

  it('CG-05: the chart draws today’s half hours against the compared day’s 48, moved onto today’s axis', async () => {
    await renderCard({ settings: { audienceId: SPORTS } });
    const [compared, today] = chart().series;
    expect([compared.points.length, today.points.length]).toEqual([48, 19]);
    expect(compared.points[0].x).toBe(TODAY);
    expect(compared.points[1].x - compared.points[0].x).toBe(HALF_HOUR);
    expect(compared.points[40].y).toBe(10);
    expect(compared.name).toBe('Yesterday');
  });

  it('every realtime card exportable: offers the half hours of today and of the compared day (on today’s axis) as CSV, and its chart as PNG; a fresh card offers none', async () => {
    const fresh = await renderCard();
    expect(fresh.csv()).toBeUndefined();
    fresh.unmount();
    const { csv } = await renderCard({ settings: { audienceId: SPORTS } });
    const rows = csv()!;
    expect(rows).toHaveLength(1 + 48);
    expect(rows[0]).toEqual(['Time', 'Today', 'Yesterday']);
    expect(rows[1]).toEqual([new Date(TODAY).toISOString(), 1, 1]);
    expect(rows[41]).toEqual([new Date(TODAY + 40 * HALF_HOUR).toISOString(), undefined, 10]);
    expect(document.querySelector('.ac-line-chart .highcharts-contextbutton')).toBeTruthy();
  });

  it('CG-05: a live increase on the feed reaches the current half hour and today’s total', async () => {
    const { socket } = await renderCard({ settings: { audienceId: SPORTS } });
    const filter = { domain: 'news.example.com', audienceId: SPORTS, from: '2026-11-22T00:00:00.000Z' };
    const increased = TODAY_POINTS.map((p, i) => (i === 18 ? { ...p, audienceCount: 3 } : p));
    act(() => {
      socket.serverSends('update', { resource: 'audiences/growth/histogram', key: resourceKey('audiences/growth/histogram', filter), data: increased });
      socket.serverSends('update', { resource: 'audiences/growth/history', key: resourceKey('audiences/growth/history', filter), data: [{ key: TODAY, date: '', audienceCount: 15 }] });
    });
    expect(chart().series[1].points[18].y).toBe(3);
    expect(screen.getByTestId('audience-growth-total').getAttribute('data-value')).toBe('15');
  });

  it('CG-04: today’s total against the compared day up to the same time, as a growth percentage (§5)', async () => {
    const first = await renderCard({ settings: { audienceId: SPORTS } });
    // 12 today against 8 yesterday by 09:10 (the 10 of the evening do not count yet).
    expect(screen.getByTestId('audience-growth-total').getAttribute('data-value')).toBe('12');
    expect(screen.getByTestId('audience-growth-percent').textContent).toBe('+50.00%');
    expect(screen.getByText('vs. yesterday at this time')).toBeTruthy();
    first.unmount();
    const fromZero = await renderCard({ settings: { audienceId: SPORTS }, respond: SERVER(TODAY_POINTS, points(TODAY - DAY, 48, () => 0)) });
    expect(screen.getByTestId('audience-growth-percent').textContent).toBe('+100.00%');
    fromZero.unmount();
    await renderCard({ settings: { audienceId: SPORTS }, respond: SERVER(points(TODAY, 19, () => 0), points(TODAY - DAY, 48, () => 0)) });
    expect(screen.getByTestId('audience-growth-percent').textContent).toBe('–');
  });

  it('CG-04: the base counts the compared half hours begun by now on today’s axis', () => {
    expect(comparedSoFar(YESTERDAY_POINTS, DAY, NOW)).toBe(8);
    expect(comparedSoFar(YESTERDAY_POINTS, DAY, TODAY + DAY - 1)).toBe(18);
  });

  it('RG-45: names the audience in its figures and its header, or by its nickname from the view settings', async () => {
    const fresh = await renderCard();
    expect(fresh.title()).toBeUndefined();
    fresh.unmount();
    const first = await renderCard({ settings: { audienceId: FOOTBALL } });
    expect(screen.getByTestId('audience-growth-name').textContent).toBe('Football');
    expect(first.title()).toBe('Football');
    first.unmount();
    const named = await renderCard({ settings: { audienceId: FOOTBALL }, viewSettings: { nicknames: { audiences: [{ key: String(FOOTBALL), name: 'Fans' }], events: [] } } });
    expect(screen.getByTestId('audience-growth-name').textContent).toBe('Fans');
    expect(named.title()).toBe('Fans');
    await pick('interests', '');
    expect(named.title()).toBeUndefined();
  });

  it('RG-45, OP-34: the edit button renames the audience in the view’s nicknames; the header follows; an empty name drops the nickname', async () => {
    const events = [{ key: 'signup', name: 'Sign-ups' }];
    const card = await renderCard({ settings: { audienceId: FOOTBALL }, viewSettings: { nicknames: { audiences: [], events } } });
    const rename = async (value: string) => {
      fireEvent.click(screen.getByTestId('audience-growth-name').querySelector('.ac-editable-nickname-edit')!);
      fireEvent.change(screen.getByRole('textbox', { name: 'Rename' }), { target: { value } });
      await act(async () => void fireEvent.keyDown(screen.getByRole('textbox', { name: 'Rename' }), { key: 'Enter' }));
    };
    await rename('Kickers');
    expect(card.viewChanges).toEqual([{ nicknames: { audiences: [{ key: String(FOOTBALL), name: 'Kickers' }], events } }]);
    expect(screen.getByTestId('audience-growth-name').textContent).toBe('Kickers');
    expect(card.title()).toBe('Kickers');
    await rename('');
    expect(card.viewChanges.at(-1)).toEqual({ nicknames: { audiences: [], events } });
    expect(card.title()).toBe('Football');
  });

  it('CX-08, CX-09: the chart is 53 × h − 30 px high with a 10 + 2 × h px font', async () => {
    await renderCard({ settings: { audienceId: SPORTS }, size: { w: 4, h: 4 } });
    const svg = document.querySelector('.ac-line-chart svg')!;
    expect(svg.getAttribute('height')).toBe('182');
    expect(svg.getAttribute('style')).toContain('font-size: 18px');
  });

  it('a failed audiences list is only logged; the pickers stay, empty', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await renderCardOf(withContracts(AudienceGrowthCard, { audiences: audiencesContract }), {
        namespace: 'audience-growth-card',
        settings: cardSettingsDefaults(audienceGrowthCardSettings),
        filter: FILTER,
        app: { api: { get: jest.fn(async () => Promise.reject(Object.assign(new Error('x'), { code: 'server_error' }))) } },
      });
      await act(async () => {});
      expect(error).toHaveBeenCalledWith('Loading audiences failed:', 'server_error');
      expect(picker('interests').options).toHaveLength(1);
    } finally {
      error.mockRestore();
    }
  });

  it('speaks German', async () => {
    await renderCard({ language: 'de' });
    expect(screen.getByText(/Wählen Sie ein Interesse oder eine Besuchereigenschaft/)).toBeTruthy();
    expect(picker('interests').options[0].textContent).toBe('Interessen');
    expect(picker('properties').options[0].textContent).toBe('Eigenschaften');
  });
});
