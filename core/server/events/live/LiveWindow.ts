import type { EventRow } from '../EventRow';
import type { EventCondition, EventCountRow, EventField, EventGroupKey, EventMeasure, EventQuery, EventTop } from '../EventQuery';
import { topRows } from '../topRows';
import { LIVE_VALUES, LiveRows, type LiveValue } from './LiveRows';
import { StringIds } from './StringIds';
import { VisitorSlots } from './VisitorSlots';

/** The fields a live window counts per value (page: the URL path, within its domain), and where a row keeps each. */
const LIVE_FIELDS = ['device', 'browser', 'os', 'referrer', 'referrerType', 'page'] as const satisfies readonly EventField[];
type LiveField = (typeof LIVE_FIELDS)[number];
const FIELD_VALUE = LIVE_FIELDS.map((f) => LIVE_VALUES.indexOf(f === 'page' ? 'path' : f));
const DOMAIN = LIVE_VALUES.indexOf('domain');
const VISITOR = LIVE_VALUES.indexOf('visitorId');

/** The values of a group's latest row (read when a row comes in). */
type Latest = Pick<EventRow, 'title' | 'image'>;

/** What a row brings in: an EventRow has it all. */
export type LiveInput = Pick<EventRow, 'ts' | 'kind' | LiveValue> & Latest;

/** What a group holds: the counts of its rows, its visitors, and the values of its latest row. */
interface Group {
  views: number;
  events: number;
  hits: number;
  users: number;
  latest: number;
  title: string;
  image: string;
}

/** The counts of one domain (or of every domain: ALL), totals and per value id of each field; its visitors' slot entries. */
interface Scope {
  totals: Group;
  fields: Map<number, Group>[];
  visitors: Map<number, number>;
}

/** Rows of every domain together: the scope of queries without a domain (ids are never negative). */
const ALL = -1;

const newGroup = (): Group => ({ views: 0, events: 0, hits: 0, users: 0, latest: 0, title: '', image: '' });
const newScope = (): Scope => ({ totals: newGroup(), fields: LIVE_FIELDS.map(() => new Map()), visitors: new Map() });

/**
 * The last minutes of events, counted as rows arrive and as they leave, so a live feed reads
 * its counts instead of scanning the window again: at 5,000 events/s the realtime cards' 5
 * minutes hold 1.5 M rows, 60–300 ms of DuckDB per computation (BENCH_ONLY=feeds), twice a
 * second per room. The store feeds it the rows it committed, so it agrees with SQL over the same
 * rows. It answers only what it holds exactly — a range starting after it began counting, with
 * no row at or after its end; one domain (or all, or grouped by domain); groups and conditions
 * on the fields it counts; counts, users, latest values — and leaves every other query to SQL.
 * Rows, visitors and values are kept in columns of ids (LiveRows, VisitorSlots, StringIds).
 */
export class LiveWindow {
  private readonly strings = new StringIds();
  private readonly rows = new LiveRows();
  private readonly visitors = new VisitorSlots(LIVE_FIELDS.length);
  private readonly scopes = new Map<number, Scope>();
  private readonly ids = new Int32Array(LIVE_VALUES.length);
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
    const { ids } = this;
    for (const row of rows) {
      if (row.ts < this.coveredFrom) continue;
      for (let k = 0; k < LIVE_VALUES.length; k++) ids[k] = this.strings.hold(row[LIVE_VALUES[k]]);
      const pageview = row.kind === 'pageview';
      this.rows.insert(row.ts, pageview, ids);
      this.count(row.ts, pageview, 1, row);
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
    const scopeOf = (domain: string): [string, Scope][] => {
      const id = this.strings.find(domain);
      const scope = id === undefined ? undefined : this.scopes.get(id);
      return scope ? [[domain, scope]] : [];
    };
    let scopes: [string, Scope][];
    if (perDomain) scopes = [...this.scopes].filter(([id]) => id !== ALL).map(([id, scope]) => [this.strings.value(id), scope] as [string, Scope]).filter(([domain]) => domains === undefined || domains.includes(domain));
    else if (domains === undefined) scopes = this.scopes.has(ALL) ? [['', this.scopes.get(ALL)!]] : [];
    else if (domains.length <= 1) scopes = domains.flatMap(scopeOf);
    else return undefined;
    const keep = (domain: string, value: string | undefined) => where.every((c) => passes(c, c.field === 'domain' ? domain : value!));

    const rows: EventCountRow<M>[] = [];
    for (const [domain, scope] of scopes) {
      const groups: [string | undefined, Group][] = field === undefined ? [[undefined, scope.totals]] : [...scope.fields[LIVE_FIELDS.indexOf(field)]].map(([id, group]) => [this.strings.value(id), group]);
      for (const [value, group] of groups) {
        if (!keep(domain, value)) continue;
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

  /** Rows and strings held (a window that emptied holds none: tests check its memory is freed). */
  get held(): { rows: number; strings: number } {
    return { rows: this.rows.size, strings: this.strings.size };
  }

  private expire(before: number) {
    if (before <= this.coveredFrom) return;
    const { rows, ids } = this;
    while (rows.size && rows.tsAt(0) < before) {
      rows.readValues(0, ids);
      this.count(rows.tsAt(0), rows.isPageviewAt(0), -1);
      for (let k = 0; k < LIVE_VALUES.length; k++) this.strings.release(ids[k]);
      rows.shift();
    }
    this.coveredFrom = before;
  }

  /** Counts the row whose value ids are in `this.ids` in (or out of) its domain and ALL. */
  private count(ts: number, pageview: boolean, delta: 1 | -1, latest?: Latest) {
    this.countIn(this.ids[DOMAIN], ts, pageview, delta, true, latest);
    this.countIn(ALL, ts, pageview, delta, false, latest);
  }

  /** Pages are counted per domain only: a path means nothing across sites. */
  private countIn(key: number, ts: number, pageview: boolean, delta: 1 | -1, withPages: boolean, latest?: Latest) {
    let scope = this.scopes.get(key);
    if (!scope) this.scopes.set(key, (scope = newScope()));
    const visitor = this.ids[VISITOR];
    let entry = scope.visitors.get(visitor);
    if (entry === undefined) scope.visitors.set(visitor, (entry = this.visitors.open()));
    const visitorRows = this.visitors.addRows(entry, delta);
    const first = delta > 0 ? 1 : 0;
    tally(scope.totals, ts, pageview, delta, visitorRows === first, latest);
    for (let i = 0; i < LIVE_FIELDS.length; i++) {
      if (!withPages && LIVE_FIELDS[i] === 'page') continue;
      const value = this.ids[FIELD_VALUE[i]];
      const seen = this.visitors.count(entry, i, value, delta);
      const groups = scope.fields[i];
      let group = groups.get(value);
      if (!group) groups.set(value, (group = newGroup()));
      tally(group, ts, pageview, delta, seen === first, latest);
      if (!group.hits) groups.delete(value);
    }
    if (!visitorRows) {
      scope.visitors.delete(visitor);
      this.visitors.close(entry);
    }
    if (!scope.totals.hits) this.scopes.delete(key);
  }
}

/** Adds (or takes away) one row; `visitorChanged`: the row's visitor came into (or left) the group. */
function tally(group: Group, ts: number, pageview: boolean, delta: 1 | -1, visitorChanged: boolean, latest: Latest | undefined) {
  group.hits += delta;
  if (pageview) group.views += delta;
  else group.events += delta;
  if (visitorChanged) group.users += delta;
  // Rows leave oldest first: the latest row of a group is the last to go, with the group.
  if (latest && ts >= group.latest) {
    group.latest = ts;
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
