import type { EventRow } from '../../../core/server/events/EventRow';

/** Realtime window of the crafted set: [T, T + 5 min). */
export const T = Date.parse('2026-06-10T12:00:00Z');
export const WINDOW = { from: T, to: T + 5 * 60_000 };

export function eventRow(ts: number, over: Partial<EventRow>): EventRow {
  const domain = over.domain ?? 'news.example.com';
  const p = over.path ?? '/';
  return {
    ts, kind: 'pageview', event: '', label: '', domain, path: p, url: `https://${domain}${p}`, title: `Title ${p}`, image: '',
    visitorId: 'v0', device: 'Desktop', browser: 'Chrome', os: 'Windows', referrer: '', referrerType: 'Direct',
    lists: { audience: [] }, ...over,
  };
}

const v1: Partial<EventRow> = { visitorId: 'v1', device: 'Desktop', browser: 'Chrome', os: 'Windows', lists: { audience: [1], channel: [10] } };
const v2: Partial<EventRow> = { visitorId: 'v2', device: 'Phone', browser: 'Safari', os: 'iOS', lists: { audience: [2] } };
const v3: Partial<EventRow> = { visitorId: 'v3', domain: 'sport.example.com', path: '/x', device: 'Tablet', browser: 'Safari', os: 'iOS', lists: { audience: [1, 2] } };
const s = 1000;

/**
 * The realtime set. Counted by hand in the window: 5 users (v1–v5), 6 page views; devices
 * Desktop 3 views/2 users, Phone 2/2, Tablet 1/1; two votes (v3 'yes', v2 'no') and one question_view.
 */
export const realtimeRows: EventRow[] = [
  eventRow(T - 1, { visitorId: 'v6', path: '/a' }), // just before the window
  eventRow(T + 1 * s, { ...v1, path: '/a', title: 'Page A', referrer: 'google.com', referrerType: 'Search' }),
  eventRow(T + 2 * s, { ...v1, path: '/b' }),
  eventRow(T + 3 * s, { ...v2, path: '/a', title: 'Page A', referrer: 'facebook.com', referrerType: 'Social' }),
  eventRow(T + 4 * s, { ...v3, referrer: 'google.com', referrerType: 'Search' }),
  eventRow(T + 5 * s, { ...v3, kind: 'event', event: 'vote', label: 'yes' }),
  eventRow(T + 6 * s, { visitorId: 'v4', domain: 'blog.example.org', path: '/', device: 'Desktop', browser: 'Firefox', os: 'Linux', referrer: 'news.example.com', referrerType: 'Other' }),
  eventRow(T + 7 * s, { ...v2, path: '/a', kind: 'event', event: 'vote', label: 'no' }),
  eventRow(T + 8 * s, { visitorId: 'v5', path: '/a', title: 'Page A', device: 'Phone', browser: 'Chrome', os: 'Android', referrer: 'google.com', referrerType: 'Search' }),
  eventRow(T + 20 * s, { ...v3, kind: 'event', event: 'question_view', label: '' }),
  eventRow(T + 5 * 60_000, { visitorId: 'v7', path: '/a' }), // at `to`: outside the window
  eventRow(Date.parse('2026-06-09T12:02:00Z'), { visitorId: 'v8', path: '/a' }), // yesterday, same time
];

const dst = (iso: string, visitorId: string) => eventRow(Date.parse(iso), { domain: 'dst.example.com', visitorId });

/** Around the spring-forward night in Vienna (2026-03-29: 02:00 CET → 03:00 CEST at 01:00 UTC). */
export const dstRows: EventRow[] = [
  dst('2026-03-28T22:30:00Z', 'u1'), // 23:30 on the 28th, local
  dst('2026-03-28T23:10:00Z', 'u1'), // 00:10 on the 29th
  dst('2026-03-28T23:10:00Z', 'u2'),
  dst('2026-03-29T00:59:00Z', 'u3'), // 01:59 CET
  dst('2026-03-29T01:00:00Z', 'u3'), // 03:00 CEST
  dst('2026-03-29T01:00:00Z', 'u4'),
  dst('2026-03-29T21:59:00Z', 'u1'), // 23:59 on the 29th
  dst('2026-03-29T22:00:00Z', 'u5'), // 00:00 on the 30th
];
