/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DuckDbEventStore } from '../../../../core/server/events/duckdb/DuckDbEventStore';
import type { EventMeasure, EventQuery } from '../../../../core/server/events/EventQuery';
import type { EventRow } from '../../../../core/server/events/EventRow';
import { LiveWindow } from '../../../../core/server/events/live/LiveWindow';
import { eventRow } from '../../../integration/monitoring/craftedEvents';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 26, 9, 0, 0);
const DOMAINS = ['news.example.com', 'sport.example.com', 'blog.example.org'];

/** Seven minutes of traffic up to NOW: returning visitors across domains, late rows, page titles that change. */
function traffic(count: number, seed = 7): EventRow[] {
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  const rows = Array.from({ length: count }, (_, i) => {
    const page = `/p${Math.floor(Math.sqrt(next(400)))}`;
    const pageview = next(5) > 0;
    return eventRow(NOW - 7 * MINUTE + Math.floor((i * 7 * MINUTE) / count), {
      kind: pageview ? 'pageview' : 'event',
      event: pageview ? '' : 'vote',
      domain: DOMAINS[next(3) && next(2)],
      path: page,
      title: `${page} title ${next(3)}`,
      image: next(2) ? `https://img.example.com${page}.png` : '',
      visitorId: `v${next(150)}`,
      device: (['Desktop', 'Phone', 'Tablet'] as const)[next(3)],
      browser: ['Chrome', 'Firefox', 'Safari'][next(3)],
      os: ['Windows', 'iOS'][next(2)],
      referrer: ['', 'google.com', 'facebook.com'][next(3)],
      referrerType: (['Direct', 'Search', 'Social'] as const)[next(3)],
    });
  });
  // Requests finish out of order: a few rows reach the store behind later ones.
  for (let i = 5; i < rows.length; i += 7) [rows[i - 3], rows[i]] = [rows[i], rows[i - 3]];
  return rows;
}

type Query = EventQuery<Record<string, EventMeasure | undefined>>;
const window = (from = NOW - 5 * MINUTE) => ({ from, to: NOW + 1 });
const ALL_MEASURES = { views: 'views', events: 'events', hits: 'hits', users: 'users', latest: 'latest' } as const;

/** The realtime cards' query shapes, each answered by the window and by DuckDB over the same rows. */
const SHAPES: [string, Query][] = [
  ['totals of one domain', { name: 'a', range: window(), filter: { domain: 'news.example.com' }, measures: ALL_MEASURES }],
  ['totals of every domain', { name: 'b', range: window(), measures: ALL_MEASURES }],
  ['totals of a one-domain list', { name: 'c', range: window(), filter: { domain: ['sport.example.com'] }, measures: { views: 'views', users: 'users' } }],
  ...(['device', 'browser', 'os', 'referrerType'] as const).map((field): [string, Query] => [`per ${field}, one domain`, { name: 'd', range: window(), filter: { domain: 'sport.example.com' }, groupBy: [field], measures: { doc_count: 'views', users: 'users' } }]),
  ['per device, every domain', { name: 'e', range: window(), groupBy: ['device'], measures: ALL_MEASURES }],
  ['referrers without direct traffic', { name: 'f', range: window(), filter: { domain: 'news.example.com' }, where: [{ field: 'referrer', notIn: [''] }], groupBy: ['referrer'], measures: { doc_count: 'views', users: 'users' } }],
  ['per domain', { name: 'g', range: window(), groupBy: ['domain'], measures: { doc_count: 'views', users: 'users' } }],
  ['per domain of a list', { name: 'h', range: window(), filter: { domain: ['news.example.com', 'blog.example.org'] }, groupBy: ['domain'], measures: { doc_count: 'views', users: 'users' } }],
  [
    'top pages by users, with titles and images',
    { name: 'i', range: window(), filter: { domain: 'news.example.com' }, groupBy: ['domain', 'page'], measures: { doc_count: 'views', users: 'users', title: { latestOf: 'title' }, image: { latestOf: 'image' } }, top: { by: ['users', 'doc_count', 1, 0], limit: 10 } },
  ],
  [
    'top 5 pages per domain',
    {
      name: 'j',
      range: window(),
      where: [{ field: 'domain', in: ['news.example.com', 'sport.example.com'] }],
      groupBy: ['domain', 'page'],
      measures: { doc_count: 'views', users: 'users', title: { latestOf: 'title' } },
      top: { by: ['users', 'doc_count', 1, 0], limit: 5, perFirstGroup: true },
    },
  ],
  ['a shorter window (rows leave)', { name: 'k', range: window(NOW - 2 * MINUTE), filter: { domain: 'news.example.com' }, groupBy: ['device'], measures: ALL_MEASURES }],
];

let dir: string;
let store: DuckDbEventStore;
let live: LiveWindow;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ac-live-'));
  store = await DuckDbEventStore.open({ file: path.join(dir, 'events.duckdb') });
  const rows = traffic(4000);
  live = new LiveWindow(10 * MINUTE, NOW - 8 * MINUTE);
  // The store feeds its window flush by flush: here in a few batches.
  for (let i = 0; i < rows.length; i += 500) live.add(rows.slice(i, i + 500), NOW - 8 * MINUTE);
  store.append(rows);
  await store.flush();
});

afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const sorted = <T>(rows: T[]) => [...rows].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));

describe('LiveWindow: the realtime window counted in memory (issue 13, load)', () => {
  it.each(SHAPES)('RG-01, CU-01: %s — the same rows as DuckDB over the same events', async (_name, query) => {
    const sql = await store.count(query);
    const counted = live.answer(query);
    expect(counted).toBeDefined();
    expect(sql.length).toBeGreaterThan(0);
    if (query.top) expect(counted).toEqual(sql);
    else expect(sorted(counted!)).toEqual(sorted(sql));
  });

  it('answers nothing it cannot count exactly: a page, terms, lists, buckets, conditional counts, several domains ungrouped, a range before it began or ending before its newest row', () => {
    const base: Query = { name: 'x', range: window(), measures: { users: 'users' } };
    expect(live.answer({ ...base, filter: { page: '/p1' } })).toBeUndefined();
    expect(live.answer({ ...base, filter: { terms: [{ field: 'device', value: 'Phone' }] } })).toBeUndefined();
    expect(live.answer({ ...base, groupBy: [{ list: 'audience' }] })).toBeUndefined();
    expect(live.answer({ ...base, groupBy: [{ bucket: '5m', timeZone: 'UTC' }] })).toBeUndefined();
    expect(live.answer({ ...base, measures: { votes: { count: 'events', where: [{ field: 'event', in: ['vote'] }] } } })).toBeUndefined();
    expect(live.answer({ ...base, filter: { domain: ['news.example.com', 'sport.example.com'] } })).toBeUndefined();
    expect(live.answer({ ...base, where: [{ field: 'page', contains: 'p1' }] })).toBeUndefined();
    expect(live.answer({ ...base, range: { from: NOW - 9 * MINUTE, to: NOW + 1 } })).toBeUndefined();
    expect(live.answer({ ...base, range: { from: NOW - 4 * MINUTE, to: NOW - MINUTE } })).toBeUndefined();
  });

  it('keeps nothing of rows that left: no row, no visitor id, path or other string once all are gone (memory stays flat)', () => {
    const drained = new LiveWindow(10 * MINUTE, NOW - 8 * MINUTE);
    drained.add(traffic(2000, 5), NOW - 8 * MINUTE);
    expect(drained.held.rows).toBe(2000);
    drained.forgetBefore(NOW + 1);
    expect(drained.held).toEqual({ rows: 0, strings: 0 });
    expect(drained.answer({ name: 'z', range: window(NOW + 1), measures: { hits: 'hits' } })).toEqual([]);
  });

  it('forgets what left the window: a window that moved on answers only for ranges it still holds', () => {
    const moving = new LiveWindow(MINUTE, NOW - 8 * MINUTE);
    moving.add(traffic(500, 3), NOW);
    expect(moving.answer({ name: 'y', range: window(NOW - 5 * MINUTE), measures: { hits: 'hits' } })).toBeUndefined();
    const [row] = moving.answer({ name: 'y', range: window(NOW - MINUTE), measures: { hits: 'hits' } })!;
    expect(row.hits).toBe(traffic(500, 3).filter((r) => r.ts >= NOW - MINUTE).length);
  });
});
