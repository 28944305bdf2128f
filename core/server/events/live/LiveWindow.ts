import type { EventRow } from '../EventRow';
import type { EventCondition, EventCountRow, EventField, EventGroupKey, EventMeasure, EventQuery, EventTop } from '../EventQuery';
import { topRows } from '../topRows';

/** The fields a live window counts per value (page: the URL path, within its domain). */
const LIVE_FIELDS = ['device', 'browser', 'os', 'referrer', 'referrerType', 'page'] as const satisfies readonly EventField[];
type LiveField = (typeof LIVE_FIELDS)[number];

/** What the window keeps of a row until it leaves: the fields it was counted under. */
type LiveRow = Pick<EventRow, 'ts' | 'kind' | 'domain' | 'path' | 'visitorId' | 'device' | 'browser' | 'os' | 'referrer' | 'referrerType'>;

/** The values of a group's latest row (read when a row comes in). */
type Latest = Pick<EventRow, 'title' | 'image'>;

/** What a row brings in: an EventRow has it all. */
export type LiveInput = LiveRow & Latest;

const rowValue: Record<LiveField, (row: LiveRow) => string> = {
  device: (r) => r.device,
  browser: (r) => r.browser,
  os: (r) => r.os,
  referrer: (r) => r.referrer,
  referrerType: (r) => r.referrerType,
  page: (r) => r.path,
};

/** What a group holds: the counts of its rows, its visitors, and the values of its latest row. */
interface Group {
  /** The group's value, kept once for every row the queue holds under it. */
  key: string;
  views: number;
  events: number;
  hits: number;
  users: number;
  latest: number;
  title: string;
  image: string;
}

/** A visitor's rows under the values of one field: one value nearly always, a map when it has several (pages). */
type Slot = { value: string; rows: number } | Map<string, number> | undefined;

/** A visitor of a scope: its rows, and per field the values it was counted under. */
interface Visitor {
  id: string;
  rows: number;
  slots: Slot[];
}

/** The visitor's rows under `value` after adding `delta`, and the slot that holds it. */
function countSlot(slot: Slot, value: string, delta: number): [Slot, number] {
  if (slot === undefined) return [{ value, rows: delta }, delta];
  if (!(slot instanceof Map)) {
    if (slot.value === value) {
      slot.rows += delta;
      return [slot.rows ? slot : undefined, slot.rows];
    }
    slot = new Map([[slot.value, slot.rows]]);
  }
  const rows = (slot.get(value) ?? 0) + delta;
  if (rows) slot.set(value, rows);
  else slot.delete(value);
  return [slot.size ? slot : undefined, rows];
}

/** The counts of one domain (or of every domain: ALL), totals and per value of each field. */
interface Scope {
  totals: Group;
  fields: Map<string, Group>[];
  visitors: Map<string, Visitor>;
}

/** Rows of every domain together: the scope of queries without a domain. */
const ALL = '\u0000all';

const newGroup = (key: string): Group => ({ key, views: 0, events: 0, hits: 0, users: 0, latest: 0, title: '', image: '' });
const newScope = (): Scope => ({ totals: newGroup(''), fields: LIVE_FIELDS.map(() => new Map()), visitors: new Map() });

/**
 * The last minutes of events, counted as rows arrive and as they leave, so a live feed reads
 * its counts instead of scanning the window again: at 5,000 events/s the realtime cards' 5
 * minutes hold 1.5 M rows, 60–300 ms of DuckDB per computation (BENCH_ONLY=feeds), twice a
 * second per room. The store feeds it the rows it committed, so it agrees with SQL over the same
 * rows. It answers only what it holds exactly — a range starting after it began counting, with
 * no row at or after its end; one domain (or all, or grouped by domain); groups and conditions
 * on the fields it counts; counts, users, latest values — and leaves every other query to SQL.
 */
export class LiveWindow {
  private readonly scopes = new Map<string, Scope>();
  /** Rows counted, oldest first (a late row is put in its place). */
  private readonly queue: LiveRow[] = [];
  private head = 0;
  /** Rows before this instant are not (or no longer) counted. */
  private coveredFrom: number;
  private newest = 0;

  constructor(
    private readonly keepMs: number,
    now = Date.now(),
  ) {
    this.coveredFrom = now;
  }

  add(rows: readonly LiveInput[], now = Date.now()): void {
    this.expire(now - this.keepMs);
    for (const row of rows) {
      if (row.ts < this.coveredFrom) continue;
      const { ts, kind, domain, path, visitorId, device, browser, os, referrer, referrerType } = row;
      const kept: LiveRow = { ts, kind, domain, path, visitorId, device, browser, os, referrer, referrerType };
      this.count(kept, 1, row);
      this.insert(kept);
      if (row.ts > this.newest) this.newest = row.ts;
    }
  }

  /** The rows of `query`, or undefined when the window cannot answer it exactly (then SQL does). */
  answer<M extends Record<string, EventMeasure | undefined>>(query: EventQuery<M>): EventCountRow<M>[] | undefined {
    const { range, filter = {} } = query;
    if (range.from < this.coveredFrom || range.to <= this.newest) return undefined;
    if (filter.page || filter.terms?.length) return undefined;
    const groupBy = query.groupBy ?? [];
    if (!groupBy.every((g) => typeof g === 'string' && (g === 'domain' || isLiveField(g)))) return undefined;
    const fields = groupBy as readonly ('domain' | LiveField)[];
    // Grouped by domain first, or by a page (a page is its domain's): one scope per domain; otherwise one scope.
    const perDomain = fields[0] === 'domain';
    if (fields.slice(perDomain ? 1 : 0).some((f) => f === 'domain') || fields.length > (perDomain ? 2 : 1)) return undefined;
    const field = fields[perDomain ? 1 : 0] as LiveField | undefined;
    if (field === 'page' && !perDomain) return undefined;
    const domains = requestedDomains(filter.domain);
    if ((query.where ?? []).some((c) => !('field' in c) || (c.field !== 'domain' && c.field !== field) || 'contains' in c)) return undefined;
    const where = (query.where ?? []) as readonly FieldCondition[];
    const measures = Object.entries<EventMeasure | undefined>(query.measures);
    if (measures.some(([, m]) => m !== undefined && typeof m === 'object' && !('latestOf' in m))) return undefined;

    this.expire(range.from);
    let scopes: [string, Scope][];
    if (perDomain) scopes = [...this.scopes].filter(([domain]) => domain !== ALL && (domains === undefined || domains.includes(domain)));
    else if (domains === undefined) scopes = this.scopes.has(ALL) ? [[ALL, this.scopes.get(ALL)!]] : [];
    else if (domains.length <= 1) scopes = domains.flatMap((d) => (this.scopes.has(d) ? [[d, this.scopes.get(d)!] as [string, Scope]] : []));
    else return undefined;
    const keep = (domain: string, value: string | undefined) => where.every((c) => passes(c, c.field === 'domain' ? domain : value!));

    const rows: EventCountRow<M>[] = [];
    for (const [domain, scope] of scopes) {
      const groups: [string | undefined, Group][] = field === undefined ? [[undefined, scope.totals]] : [...scope.fields[LIVE_FIELDS.indexOf(field)]];
      for (const [value, group] of groups) {
        if (!group.hits || !keep(domain, value)) continue;
        const keys: EventGroupKey[] = [...(perDomain ? [domain] : []), ...(value === undefined ? [] : [value])];
        rows.push(measured(group, keys, measures) as EventCountRow<M>);
      }
    }
    return topRows(rows, query.top as EventTop<Record<string, unknown>> | undefined);
  }

  /** Stops counting rows before `ts` (the retention job deleted them). */
  forgetBefore(ts: number): void {
    this.expire(ts);
  }

  private expire(before: number) {
    if (before <= this.coveredFrom) return;
    while (this.head < this.queue.length && this.queue[this.head].ts < before) this.count(this.queue[this.head++], -1);
    // Drop the counted-out front now and then, not on every row.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue.splice(0, this.head);
      this.head = 0;
    }
    this.coveredFrom = before;
  }

  /** Keeps the queue in time order: rows arrive nearly in order, a late one goes back a few places. */
  private insert(row: LiveRow) {
    let at = this.queue.length;
    while (at > this.head && this.queue[at - 1].ts > row.ts) at--;
    if (at === this.queue.length) this.queue.push(row);
    else this.queue.splice(at, 0, row);
  }

  private count(row: LiveRow, delta: 1 | -1, latest?: Latest) {
    this.countIn(row.domain, row, delta, true, latest);
    this.countIn(ALL, row, delta, false, latest);
  }

  /**
   * Pages are counted per domain only: a path means nothing across sites. A row coming in keeps
   * the visitor id and path its groups already hold (one string per visitor and page, not per row).
   */
  private countIn(key: string, row: LiveRow, delta: 1 | -1, withPages: boolean, latest?: Latest) {
    let scope = this.scopes.get(key);
    if (!scope) this.scopes.set(key, (scope = newScope()));
    let visitor = scope.visitors.get(row.visitorId);
    if (!visitor) scope.visitors.set(row.visitorId, (visitor = { id: row.visitorId, rows: 0, slots: [] }));
    visitor.rows += delta;
    row.visitorId = visitor.id;
    tally(scope.totals, row, delta, visitor.rows === (delta > 0 ? 1 : 0), latest);
    for (let i = 0; i < LIVE_FIELDS.length; i++) {
      const field = LIVE_FIELDS[i];
      if (field === 'page' && !withPages) continue;
      const value = rowValue[field](row);
      const [slot, seen] = countSlot(visitor.slots[i], value, delta);
      visitor.slots[i] = slot;
      const groups = scope.fields[i];
      let group = groups.get(value);
      if (!group) groups.set(value, (group = newGroup(value)));
      tally(group, row, delta, seen === (delta > 0 ? 1 : 0), latest);
      if (field === 'page') row.path = group.key;
      if (!group.hits) groups.delete(value);
    }
    if (!visitor.rows) scope.visitors.delete(row.visitorId);
    if (!scope.totals.hits) this.scopes.delete(key);
  }
}

/** Adds (or takes away) one row; `visitorChanged`: the row's visitor came into (or left) the group. */
function tally(group: Group, row: LiveRow, delta: 1 | -1, visitorChanged: boolean, latest: Latest | undefined) {
  group.hits += delta;
  if (row.kind === 'pageview') group.views += delta;
  else group.events += delta;
  if (visitorChanged) group.users += delta;
  // Rows leave oldest first: the latest row of a group is the last to go, with the group.
  if (latest && row.ts >= group.latest) {
    group.latest = row.ts;
    group.title = latest.title;
    group.image = latest.image;
  }
}

type FieldCondition = Extract<EventCondition, { field: EventField }>;

function passes(condition: FieldCondition, value: string): boolean {
  if ('in' in condition) return condition.in.includes(value);
  if ('notIn' in condition) return !condition.notIn.includes(value);
  return false;
}

function measured(group: Group, groups: EventGroupKey[], measures: [string, EventMeasure | undefined][]) {
  const row: Record<string, unknown> = { groups };
  for (const [name, measure] of measures) {
    if (measure === undefined) row[name] = 0;
    else if (measure === 'views' || measure === 'events' || measure === 'hits' || measure === 'users' || measure === 'latest') row[name] = group[measure];
    else if (typeof measure === 'object' && 'latestOf' in measure) row[name] = group[measure.latestOf];
  }
  return row;
}

/** The filter's domains as eventFilterWhere reads them: undefined for every domain. */
function requestedDomains(domain: string | readonly string[] | undefined): readonly string[] | undefined {
  if (domain === undefined) return undefined;
  const domains = [domain].flat().filter((d) => d !== '');
  return domains.length || Array.isArray(domain) ? domains : undefined;
}

const isLiveField = (field: string): field is LiveField => (LIVE_FIELDS as readonly string[]).includes(field);
