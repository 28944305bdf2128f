import type { EventFilter, TermFieldName } from '../../common/events/eventFilter';
import { SqlWhere } from './SqlWhere';

export type TimeRange = {
  /** Inclusive, epoch ms. */
  from: number;
  /** Exclusive, epoch ms. */
  to: number;
}

type Column = { kind: 'text'; column: string } | { kind: 'ids'; column: string };

/** Term fields and the column each one filters (audience ids and channel ids are lists per row). */
const TERM_FIELDS: Readonly<Record<TermFieldName, Column>> = {
  audience: { kind: 'ids', column: 'audience_ids' },
  audienceId: { kind: 'ids', column: 'audience_ids' },
  channel: { kind: 'ids', column: 'channel_ids' },
  domain: { kind: 'text', column: 'domain' },
  page: { kind: 'text', column: 'path' },
  device: { kind: 'text', column: 'device' },
  browser: { kind: 'text', column: 'browser' },
  os: { kind: 'text', column: 'os' },
  referrer: { kind: 'text', column: 'referrer' },
  referrerType: { kind: 'text', column: 'referrer_type' },
  event: { kind: 'text', column: 'event' },
  label: { kind: 'text', column: 'label' },
};

/** The event columns `eventFilterWhere` reads for `filter` besides `ts` (what a roll-up must keep to serve it). */
export function eventFilterColumns(filter: EventFilter): string[] {
  const columns = new Set<string>();
  if (filter.domain !== undefined) columns.add('domain');
  if (filter.page) columns.add('path');
  for (const term of filter.terms ?? []) {
    const target = TERM_FIELDS[term.field as TermFieldName];
    if (target) columns.add(target.column);
  }
  return [...columns];
}

/**
 * The one translation of the monitoring filter into SQL over the `events` table (and any
 * table with the same column names), shared by every resource. Time goes first so the
 * store prunes row groups by `ts`. Pass `where` to add to conditions already started.
 */
export function eventFilterWhere(filter: EventFilter, range: TimeRange, where = new SqlWhere()): SqlWhere {
  where.and(`ts >= ${where.param(BigInt(Math.trunc(range.from)))} AND ts < ${where.param(BigInt(Math.trunc(range.to)))}`);
  if (filter.domain !== undefined) {
    const domains = [filter.domain].flat().filter((d) => d !== '');
    // An explicit empty list (a user without analytics domains) sees nothing; '' alone means all.
    if (domains.length || Array.isArray(filter.domain)) where.and(`domain IN ${where.list(domains)}`);
  }
  if (filter.page) where.and(`path = ${where.param(filter.page)}`);
  for (const term of filter.terms ?? []) {
    const target = TERM_FIELDS[term.field as TermFieldName];
    if (!target) throw new Error(`Unknown term field "${term.field}".`);
    const values = [term.value].flat();
    if (target.kind === 'text') where.and(`${target.column} IN ${where.list(values.map(String))}`);
    else where.and(values.length ? values.map((v) => `list_contains(${target.column}, ${where.param(Number(v))}::INTEGER)`).join(' OR ') : 'false');
  }
  return where;
}
