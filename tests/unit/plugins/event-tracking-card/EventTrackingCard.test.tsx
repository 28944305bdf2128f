import { act, fireEvent, screen, within } from '@testing-library/react';
import Highcharts from 'highcharts';
import plugin from '../../../../plugins/event-tracking-card';
import { DOMAIN_DEBOUNCE_MS } from '../../../../plugins/event-tracking-card/client/DomainPicker';
import EventTrackingCard from '../../../../plugins/event-tracking-card/client/EventTrackingCard';
import { eventResourceFilter } from '../../../../plugins/event-tracking-card/common/eventResourceFilter';
import { eventTrackingCardSettings, type EventTrackingCardSettings } from '../../../../plugins/event-tracking-card/common/eventTrackingCardSettings';
import { pagesChartRows, pagesHeight, topPagesCount } from '../../../../plugins/event-tracking-card/common/pagesLayout';
import type { Language } from '../../../../core/client/i18n/languages';
import type { ResourceFilter } from '../../../../core/client/resources/resourceKey';
import { cardSettingEntries, cardSettingsDefaults } from '../../../../core/common/plugin/cardSettings';
import { renderCard as renderCardOf, type CardRequest } from '../support/renderCard';

const DOMAIN = 'news.example.com';
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const MIDNIGHT = Date.UTC(2026, 10, 22);
const HALF_HOUR = 30 * 60_000;
const bucket = (n: number, eventCount: number) => ({ key: MIDNIGHT + n * HALF_HOUR, date: new Date(MIDNIGHT + n * HALF_HOUR).toISOString().slice(0, 19) + '+00:00', users: eventCount, views: 0, eventCount });
/** The comparison day: all 48 half hours; today: the first 20. */
const COMPARED = Array.from({ length: 48 }, (_, n) => bucket(n, 2));
const TODAY = Array.from({ length: 20 }, (_, n) => bucket(n, 3));
const PAGES = [
  { key: '/sport', domain: DOMAIN, title: 'Sport', href: `https://${DOMAIN}/sport`, doc_count: 30, users: 20, views: 0 },
  { key: '/news', domain: DOMAIN, title: 'News', href: `https://${DOMAIN}/news`, doc_count: 10, users: 8, views: 0 },
];
const HISTORY = { amount: 60, sum: 41, compare: { amount: 40, sum: 30 }, pages: PAGES };

/** Answers as the monitoring resources would. */
const answers = (history: unknown = HISTORY) => (r: CardRequest) => {
  if (r.resource === 'events') return [{ key: 'signup', text: 'signup', doc_count: 9 }, { key: 'play', text: 'play', doc_count: 4 }];
  if (r.resource === 'labels') return [{ key: 'newsletter', text: 'newsletter', doc_count: 5 }];
  if (r.resource === 'complete') return [{ key: DOMAIN, doc_count: 100 }];
  if (r.resource === 'eventHistory') return history;
  if (r.resource === 'eventHistogram') return r.query.compare ? COMPARED : TODAY;
  return [];
};

const CHOSEN: EventTrackingCardSettings = { ...cardSettingsDefaults(eventTrackingCardSettings), domain: DOMAIN, event: 'signup' };

function renderCard(settings: Partial<EventTrackingCardSettings> = {}, { filter = { usePinpollAudiences: true } as ResourceFilter, h = 3, history = HISTORY as unknown, language = 'en' as Language, viewSettings = undefined as Record<string, unknown> | undefined } = {}) {
  return renderCardOf(EventTrackingCard, { namespace: 'event-tracking-card', settings: { ...cardSettingsDefaults(eventTrackingCardSettings), ...settings }, size: { w: 4, h }, filter, respond: answers(history), language, viewSettings });
}

const select = (testId: string) => screen.getByTestId(testId) as HTMLSelectElement;
const choose = (testId: string, value: string) => act(async () => void fireEvent.change(select(testId), { target: { value } }));
/** The event and label pickers: typed inputs with a menu (Blueprint's Suggest). */
const picker = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
/** The menu's items, opened by focusing the picker. */
async function pickerItems(testId: string): Promise<string[]> {
  await act(async () => picker(testId).focus());
  const items = screen.getAllByTestId(`${testId}-suggestion`).map((item) => item.textContent ?? '');
  await act(async () => void fireEvent.keyDown(picker(testId), { key: 'Escape' }));
  return items;
}
/** Chooses the item whose text is `text` by clicking it in the opened menu. */
async function pick(testId: string, text: string) {
  await act(async () => picker(testId).focus());
  await act(async () => void fireEvent.click(screen.getAllByTestId(`${testId}-suggestion`).find((item) => item.textContent === text)!));
}
const eventCalls = (card: { requested(): string[] }) => card.requested().filter((r) => r === 'eventHistory' || r === 'eventHistogram');
const queriesOf = (card: { get: jest.Mock }, resource: string) => card.get.mock.calls.filter(([path]) => path === `/v1/monitoring/${resource}`).map(([, { query }]) => query);

describe('EventTrackingCard', () => {
  it('is an optional, repeatable card of its plugin for viewRealtime, on the monitoring resources', async () => {
    expect(plugin.requires).toEqual(['monitoring']);
    const [card] = plugin.cards;
    expect(card).toMatchObject({ component: 'EventTrackingCard', permission: 'viewRealtime', default: false, multiple: true, size: { w: 4, h: 3 }, resources: ['eventHistory', 'eventHistogram', 'events', 'labels', 'complete'] });
    expect((await card.load()).default).toBe(EventTrackingCard);
  });

  it('CE-01, CX-10, OP-33: settings domain, event, label, histogramCompare, enablePages, showValuePercent; compare in the options menu', () => {
    const [card] = plugin.cards;
    expect(cardSettingsDefaults(card.settings)).toEqual({ domain: '', event: '', label: '', histogramCompare: 'yesterday', enablePages: false, showValuePercent: false });
    expect(cardSettingEntries(card.settings)).toEqual([{ key: 'histogramCompare', label: 'options.histogramCompare', control: { kind: 'select', choices: ['yesterday', 'last_week'] } }]);
  });

  it('CE-02, CE-04: a fresh card shows the hint, loads no event data, and the event and label pickers are disabled', async () => {
    const card = await renderCard();
    expect(screen.getByTestId('event-card-hint').textContent).toBe('Choose a domain and an event.');
    expect(picker('event-card-event').disabled).toBe(true);
    expect(picker('event-card-label').disabled).toBe(true);
    expect(card.requested()).toEqual([]);
  });

  it('CE-03, CE-04, CE-01: with a domain filter its domains are the choices; choosing one loads its events (GET events with domain) and enables the event picker', async () => {
    const card = await renderCard({}, { filter: { domain: [DOMAIN, 'blog.example.com'], usePinpollAudiences: true } });
    expect([...select('event-card-domain').options].map((o) => o.value)).toEqual(['', DOMAIN, 'blog.example.com']);
    await choose('event-card-domain', DOMAIN);
    expect(card.saved).toEqual([{ domain: DOMAIN, event: '', label: '' }]);
    expect(queriesOf(card, 'events')).toEqual([{ domain: DOMAIN }]);
    expect(picker('event-card-event').disabled).toBe(false);
    expect(await pickerItems('event-card-event')).toEqual(['Choose an event', 'signup', 'play']);
    expect(picker('event-card-label').disabled).toBe(true);
  });

  it('CE-03: without a domain filter the domain is typed, with suggestions from complete as in the filter bar', async () => {
    const card = await renderCard();
    act(() => screen.getByTestId('event-card-domain').focus());
    fireEvent.change(screen.getByTestId('event-card-domain'), { target: { value: 'ne' } });
    // Asked 400 ms after the last keystroke, as the filter bar does.
    expect(queriesOf(card, 'complete')).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, DOMAIN_DEBOUNCE_MS + 50)));
    expect(queriesOf(card, 'complete')).toEqual([{ field: 'domain', value: 'ne' }]);
    await act(async () => void fireEvent.click(screen.getByText(DOMAIN)));
    expect(card.saved).toEqual([{ domain: DOMAIN, event: '', label: '' }]);
    expect(queriesOf(card, 'events')).toEqual([{ domain: DOMAIN }]);
  });

  it('CE-03: the typed domain picker is worked by keyboard: arrows to a suggestion, Enter chooses it, Escape closes the menu', async () => {
    const card = await renderCard();
    const input = screen.getByTestId('event-card-domain');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'ne' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, DOMAIN_DEBOUNCE_MS + 50)));
    expect(screen.getAllByTestId('event-card-domain-suggestion').map((item) => item.textContent)).toEqual([DOMAIN]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await act(async () => void fireEvent.keyDown(input, { key: 'Escape' }));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(card.saved).toEqual([]);
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'new' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, DOMAIN_DEBOUNCE_MS + 50)));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(async () => void fireEvent.keyUp(input, { key: 'Enter' }));
    expect(card.saved).toEqual([{ domain: DOMAIN, event: '', label: '' }]);
  });

  it('CE-03: Enter on a typed domain that nothing suggests takes it as typed', async () => {
    const card = await renderCard();
    const input = screen.getByTestId('event-card-domain');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: ' other.example.org ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(async () => void fireEvent.keyUp(input, { key: 'Enter' }));
    expect(card.saved).toEqual([{ domain: 'other.example.org', event: '', label: '' }]);
  });

  it('CE-05, CE-11: choosing an event enables the labels (domain, event) and loads eventHistory and eventHistogram with event, domain and the local time zone', async () => {
    const card = await renderCard({ domain: DOMAIN });
    expect(eventCalls(card)).toEqual([]);
    await pick('event-card-event', 'signup');
    expect(card.saved).toEqual([{ event: 'signup', label: '' }]);
    expect(queriesOf(card, 'labels')).toEqual([{ domain: DOMAIN, event: 'signup' }]);
    expect(picker('event-card-label').disabled).toBe(false);
    const base = { usePinpollAudiences: true, domain: DOMAIN, eventName: 'signup', timezone: ZONE };
    expect(queriesOf(card, 'eventHistory')).toEqual([{ ...base, compare: 'yesterday', count: 0 }]);
    expect(queriesOf(card, 'eventHistogram')).toEqual([base, { ...base, compare: 'yesterday' }]);
    expect(card.socket.emits('subscribe')).toContainEqual({ resource: 'eventHistogram', filter: base });
    expect(screen.queryByTestId('event-card-hint')).toBeNull();
    await pick('event-card-label', 'newsletter');
    expect(queriesOf(card, 'eventHistogram').at(-1)).toEqual({ ...base, label: 'newsletter', compare: 'yesterday' });
  });

  it('CE-03, CE-05: the event picker is typed to narrow and worked by keyboard: arrows to an event, Enter chooses it', async () => {
    const card = await renderCard({ domain: DOMAIN });
    const input = picker('event-card-event');
    await act(async () => input.focus());
    fireEvent.change(input, { target: { value: 'pl' } });
    expect(screen.getAllByTestId('event-card-event-suggestion').map((item) => item.textContent)).toEqual(['play']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(async () => void fireEvent.keyUp(input, { key: 'Enter' }));
    expect(card.saved).toEqual([{ event: 'play', label: '' }]);
    expect(input.value).toBe('play');
  });

  it('CE-06: clearing the event stops loading and brings the hint back', async () => {
    const card = await renderCard(CHOSEN);
    expect(eventCalls(card)).toHaveLength(3);
    await act(async () => void fireEvent.click(screen.getByTestId('event-card-edit')));
    await pick('event-card-event', 'Choose an event');
    expect(screen.getByTestId('event-card-hint')).toBeTruthy();
    expect(card.socket.emits('unsubscribe').length).toBeGreaterThanOrEqual(3);
    await card.changeFilter({ usePinpollAudiences: false });
    expect(eventCalls(card)).toHaveLength(3);
  });

  it('CE-07: changing the event clears the label', async () => {
    const card = await renderCard({ ...CHOSEN, label: 'newsletter' });
    await act(async () => void fireEvent.click(screen.getByTestId('event-card-edit')));
    expect(picker('event-card-label').value).toBe('newsletter');
    await pick('event-card-event', 'play');
    expect(card.saved).toEqual([{ event: 'play', label: '' }]);
    expect(picker('event-card-label').value).toBe('');
  });

  it('CE-08: switching top pages on asks for height 6 with minimum 6; off asks for height 3 without a minimum', async () => {
    expect(pagesHeight(true)).toEqual({ h: 6, minH: 6 });
    expect(pagesHeight(false)).toEqual({ h: 3 });
    const card = await renderCard({ domain: DOMAIN });
    await act(async () => void fireEvent.click(within(screen.getByTestId('event-card-settings')).getByLabelText('Show top pages')));
    expect(card.onSizeChange).toHaveBeenLastCalledWith({ h: 6, minH: 6 });
    expect(card.saved).toEqual([{ enablePages: true }]);
    await act(async () => void fireEvent.click(within(screen.getByTestId('event-card-settings')).getByLabelText('Show top pages')));
    expect(card.onSizeChange).toHaveBeenLastCalledWith({ h: 3 });
    expect(card.saved.at(-1)).toEqual({ enablePages: false });
  });

  it('CE-09: a pages-enabled card asks for and lists max(h − 4, 2) top pages; a click on one filters by page', async () => {
    expect([3, 6, 8].map(topPagesCount)).toEqual([2, 2, 4]);
    // The chart leaves about half a row per page: 4 of 6 rows, 5 of 8.
    expect([6, 8].map(pagesChartRows)).toEqual([4, 5]);
    const six = await renderCard({ ...CHOSEN, enablePages: true }, { h: 6 });
    expect(queriesOf(six, 'eventHistory')[0].count).toBe(2);
    expect(document.querySelector('.ac-line-chart svg')!.getAttribute('height')).toBe('182');
    expect(screen.getByTestId(`row-${DOMAIN}/sport`).textContent).toContain('30');
    fireEvent.click(screen.getByText('/sport'));
    expect(six.onFilter).toHaveBeenCalledWith({ field: 'page', value: '/sport' });
    six.unmount();
    const eight = await renderCard({ ...CHOSEN, enablePages: true }, { h: 8 });
    expect(queriesOf(eight, 'eventHistory')[0].count).toBe(4);
  });

  it('showValuePercent: top pages show their share of the event total', async () => {
    await renderCard({ ...CHOSEN, enablePages: true, showValuePercent: true }, { h: 6 });
    expect(screen.getByTestId(`row-${DOMAIN}/sport`).textContent).toContain('50.00%');
    expect(screen.getByTestId(`row-${DOMAIN}/news`).textContent).toContain('16.67%');
  });

  it('CE-10: an audience term of the dashboard shows a warning icon with a tooltip and does not narrow the events', async () => {
    const audience = { field: 'audience', value: 5 };
    const page = { field: 'page', value: '/sport' };
    const card = await renderCard(CHOSEN, { filter: { terms: [audience, page], usePinpollAudiences: true } });
    const icon = screen.getByTestId('event-card-audience-warning');
    expect(icon.getAttribute('aria-label')).toContain('audience filter does not apply');
    expect(queriesOf(card, 'eventHistogram')[0].terms).toEqual([page]);
    await card.changeFilter({ terms: [page] });
    expect(screen.queryByTestId('event-card-audience-warning')).toBeNull();
    expect(eventResourceFilter({ terms: [audience] }, CHOSEN, 'UTC')).toEqual({ domain: DOMAIN, eventName: 'signup', timezone: 'UTC' });
  });

  it('CE-12, CE-14: amount and sum today with the growth against the comparison; an undefined base counts as 0', async () => {
    const first = await renderCard({ ...CHOSEN, label: 'newsletter' });
    expect(screen.getByTestId('event-card-name').textContent).toBe('signup · newsletter');
    expect(screen.getByTestId('event-amount').dataset.value).toBe('60');
    expect(screen.getByTestId('event-sum').dataset.value).toBe('41');
    expect(screen.getByTestId('event-growth').textContent).toBe('+50.00%');
    first.unmount();
    const noBase = await renderCard(CHOSEN, { history: { amount: 7, sum: 3, pages: [] } });
    expect(screen.getByTestId('event-growth').textContent).toBe('+100.00%');
    noBase.unmount();
    await renderCard(CHOSEN, { history: { amount: 0, sum: 0, pages: [] } });
    expect(screen.getByTestId('event-growth').textContent).toBe('–');
  });

  it('CE-13: the chart draws today against the 48 half-hour buckets of the comparison day', async () => {
    await renderCard(CHOSEN);
    const chart = Highcharts.charts.filter(Boolean).at(-1)!;
    expect(chart.series.map((s) => s.points.length)).toEqual([48, 20]);
    expect(chart.series[0].points[1].x - chart.series[0].points[0].x).toBe(HALF_HOUR);
  });

  it('every realtime card exportable: offers the half hours of today and the comparison day as CSV by UTC start, and its chart as PNG; a fresh card offers none', async () => {
    const fresh = await renderCard();
    expect(fresh.csv()).toBeUndefined();
    fresh.unmount();
    const { csv } = await renderCard(CHOSEN);
    const rows = csv()!;
    expect(rows).toHaveLength(1 + 48);
    expect(rows.slice(0, 2)).toEqual([
      ['Time', 'Today', 'Yesterday'],
      [new Date(MIDNIGHT).toISOString(), 3, 2],
    ]);
    expect(rows[48]).toEqual([new Date(MIDNIGHT + 47 * HALF_HOUR).toISOString(), undefined, 2]);
    expect(document.querySelector('.ac-line-chart .highcharts-contextbutton')).toBeTruthy();
  });

  it('RG-45, OP-34: the event shows under its nickname, in the card and in the picker; the edit button renames it in the view’s nicknames', async () => {
    const nicknames = { audiences: [{ key: '5', name: 'Fans' }], events: [{ key: 'signup', name: 'Sign-ups' }] };
    const card = await renderCard({ ...CHOSEN, label: 'newsletter' }, { viewSettings: { nicknames } });
    expect(screen.getByTestId('event-card-name').textContent).toBe('Sign-ups · newsletter');
    await act(async () => void fireEvent.click(screen.getByTestId('event-card-edit')));
    expect(await pickerItems('event-card-event')).toEqual(['Choose an event', 'Sign-ups', 'play']);
    await act(async () => void fireEvent.click(screen.getByTestId('event-card-edit')));
    fireEvent.click(screen.getByTestId('event-card-name').querySelector('.ac-editable-nickname-edit')!);
    fireEvent.change(screen.getByRole('textbox', { name: 'Rename' }), { target: { value: 'New sign-ups' } });
    await act(async () => void fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' }));
    expect(card.viewChanges).toEqual([{ nicknames: { audiences: nicknames.audiences, events: [{ key: 'signup', name: 'New sign-ups' }] } }]);
    expect(screen.getByTestId('event-card-name').textContent).toBe('New sign-ups · newsletter');
  });

  it('RG-45: the card’s header names the event by its nickname, else its name; a fresh card keeps the manifest title', async () => {
    const fresh = await renderCard({});
    expect(fresh.title()).toBeUndefined();
    fresh.unmount();
    const plain = await renderCard(CHOSEN);
    expect(plain.title()).toBe('signup');
    plain.unmount();
    const named = await renderCard(CHOSEN, { viewSettings: { nicknames: { audiences: [], events: [{ key: 'signup', name: 'Sign-ups' }] } } });
    expect(named.title()).toBe('Sign-ups');
  });

  it('speaks German', async () => {
    await renderCard({}, { language: 'de' });
    expect(screen.getByTestId('event-card-hint').textContent).toBe('Wählen Sie eine Domain und ein Event.');
    expect(picker('event-card-event').placeholder).toBe('Event wählen');
  });
});
