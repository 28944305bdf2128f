import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';
import { SETTLED_AFTER_MS } from '../SettledQueryCache';
import { DAY_MS, HOUR_MS, perIdColumns, rollupTable, type Rollup, type RollupTier } from '../rollups';

/** What a roll-up row holds per bucket and dims: the SQL over events, and its type. */
const ROLLUP_MEASURES = {
  pageviews: "count(*) FILTER (WHERE kind = 'pageview')",
  events: "count(*) FILTER (WHERE kind = 'event')",
  last_ts: 'max(ts)',
} as const;

/** How measures combine when buckets are summed (hours into a day, parts of a range). */
const ROLLUP_MERGE: Record<keyof typeof ROLLUP_MEASURES, 'sum' | 'max'> = { pageviews: 'sum', events: 'sum', last_ts: 'max' };

const measureNames = Object.keys(ROLLUP_MEASURES) as (keyof typeof ROLLUP_MEASURES)[];
const floorTo = (ts: number, step: number) => Math.floor(ts / step) * step;
const ceilTo = (ts: number, step: number) => Math.ceil(ts / step) * step;

/** What a roll-up's rows are keyed by besides their bucket. */
const keysOf = (rollup: Rollup) => [...rollup.dims, ...perIdColumns(rollup)].join(', ');

/** The events as a roll-up reads them: a per-id roll-up, one row per id of its list (side by side with the ids' classes). */
function eventRows(rollup: Rollup): string {
  if (!rollup.perId) return 'events';
  const { list, classes } = rollup.perId;
  return `(SELECT *, unnest(${list}) AS id${classes ? `, unnest(${classes}) AS class` : ''} FROM events)`;
}

/** Rows of `events` summed per bucket of `step` ms over the roll-up's dims. */
const eventsSelect = (rollup: Rollup, step: number) =>
  `SELECT (ts // ${step}) * ${step} AS ts, ${keysOf(rollup)}, ${measureNames.map((m) => `${ROLLUP_MEASURES[m]} AS ${m}`).join(', ')} FROM ${eventRows(rollup)}`;

/** A per-id roll-up's rows go in by day, class and id: DuckDB's min/max per row group then skips other classes and ids. */
const orderOf = (rollup: Rollup) => (rollup.perId ? ` ORDER BY ts, ${rollup.perId.classes ? 'class, ' : ''}id` : '');

/** What a tier's rows are made of: hours from the events; days from the hour rows, or from the events for a roll-up of days only. */
function tierSelect(rollup: Rollup, tier: RollupTier): string {
  if (tier === 'hour') return eventsSelect(rollup, HOUR_MS);
  if (!rollup.tiers.includes('hour')) return eventsSelect(rollup, DAY_MS);
  return `SELECT (ts // ${DAY_MS}) * ${DAY_MS} AS ts, ${keysOf(rollup)}, ${measureNames.map((m) => `${ROLLUP_MERGE[m]}(${m}) AS ${m}`).join(', ')} FROM ${rollupTable(rollup, 'hour')}`;
}

interface RollupTable {
  rollup: Rollup;
  tier: RollupTier;
  table: string;
}

/** The columns a roll-up table has: its bucket, dims (and ids) and measures. */
const tableColumns = (rollup: Rollup) => ['ts', ...rollup.dims, ...perIdColumns(rollup), ...measureNames].join(',');

/**
 * Keeps the roll-ups (rollups.ts) equal to the events, on the store's writer connection and
 * between its flushes. `until` is the watermark: every event before it is rolled up, and it
 * advances by whole hours once an hour has settled. Events that arrive for an hour already
 * rolled up (a replay, the demo seeder writing history, a late retry) have their hours
 * rolled up again; retention deletes from the roll-ups too. Every step is one transaction,
 * so a reader sees a roll-up and the watermark either before or after it.
 */
export class RollupMaintainer {
  /** Set inside a transaction, published once it committed. */
  private pendingWatermark: number | undefined;

  private constructor(
    private readonly writer: DuckDBConnection,
    private readonly tables: readonly RollupTable[],
    private watermark: number | undefined,
  ) {}

  /**
   * Creates the tables of `rollups` that are missing, and makes again those whose columns
   * changed (a plugin's id list enabled or disabled): a roll-up is derived data.
   */
  static async open(writer: DuckDBConnection, rollups: readonly Rollup[]): Promise<RollupMaintainer> {
    await writer.run('CREATE TABLE IF NOT EXISTS rollup_state (until BIGINT NOT NULL)');
    const existing = new Map(
      (await writer.runAndReadAll("SELECT table_name, string_agg(column_name, ',' ORDER BY ordinal_position) AS columns FROM information_schema.columns WHERE table_name LIKE 'rollup\\_%' ESCAPE '\\' GROUP BY table_name"))
        .getRowObjectsJS()
        .map((r) => [String(r.table_name), String(r.columns)]),
    );
    const tables = rollups.flatMap((rollup) => rollup.tiers.map((tier) => ({ rollup, tier, table: rollupTable(rollup, tier) })));
    const added = tables.filter(({ rollup, table }) => existing.get(table) !== tableColumns(rollup));
    // A roll-up no longer kept would be stale if its list came back: it goes.
    for (const table of existing.keys()) if (table !== 'rollup_state' && !tables.some((t) => t.table === table)) await writer.run(`DROP TABLE ${table}`);
    for (const { rollup, tier, table } of added) {
      await writer.run(`DROP TABLE IF EXISTS ${table}`);
      await writer.run(`CREATE TABLE ${table} AS ${tierSelect(rollup, tier)} WHERE false GROUP BY ALL`);
    }
    // A roll-up new to this store holds nothing of the history the watermark vouches for: all start over.
    if (added.length) await writer.run('DELETE FROM rollup_state');
    const [state] = (await writer.runAndReadAll('SELECT until FROM rollup_state')).getRowObjectsJS();
    return new RollupMaintainer(writer, tables, state ? Number(state.until) : undefined);
  }

  /** Every event before this instant (epoch ms, a whole hour) is in the roll-ups; 0 before the first catch-up. */
  get until(): number {
    return this.watermark ?? 0;
  }

  /** The hour the watermark may reach now: the start of the last hour that has settled. */
  static target(now = Date.now()): number {
    return floorTo(now - SETTLED_AFTER_MS, HOUR_MS);
  }

  /**
   * Rolls up settled hours past the watermark, at most to the end of its UTC day (a store
   * opened on months of unrolled history catches up day by day, flushes in between). A store
   * that never rolled up starts at its first event. Returns whether hours are left.
   */
  async catchUp(now = Date.now()): Promise<boolean> {
    const target = RollupMaintainer.target(now);
    if (this.watermark === undefined) {
      const [first] = (await this.writer.runAndReadAll('SELECT min(ts) AS ts FROM events')).getRowObjectsJS();
      const start = first?.ts == null ? target : Math.min(target, floorTo(Number(first.ts), HOUR_MS));
      await this.transaction(async () => this.setWatermark(start));
    }
    const from = this.until;
    if (from >= target) return false;
    const to = Math.min(target, floorTo(from, DAY_MS) + DAY_MS);
    await this.transaction(async () => {
      // Rows at or past the watermark are never trusted (a step that failed half-way, a watermark set back).
      for (const { table } of this.tablesOf('hour')) await this.run(`DELETE FROM ${table} WHERE ts >= $1`, from);
      for (const { table } of this.tablesOf('day')) await this.run(`DELETE FROM ${table} WHERE ts >= $1`, floorTo(from, DAY_MS));
      await this.rollHours(from, to);
      if (to % DAY_MS === 0) await this.rollDays(to - DAY_MS, to);
      await this.setWatermark(to);
    });
    return to < target;
  }

  /** Events just appended at these instants: hours already rolled up are rolled up again. */
  async appended(instants: Iterable<number>): Promise<void> {
    const hours = new Set<number>();
    for (const ts of instants) if (ts < this.until) hours.add(floorTo(ts, HOUR_MS));
    // Contiguous hours go in one step: the demo seeder's batches cover a few hours each.
    const sorted = [...hours].sort((a, b) => a - b);
    for (let i = 0; i < sorted.length; ) {
      let j = i;
      while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + HOUR_MS) j++;
      try {
        await this.reroll(sorted[i], sorted[j] + HOUR_MS);
      } catch (err) {
        // The catch-up redoes everything from this hour on.
        await this.transaction(async () => this.setWatermark(sorted[i])).catch(() => (this.watermark = sorted[i]));
        throw err;
      }
      i = j + 1;
    }
  }

  /** Retention deleted the events before `cutoff`: so go their roll-up rows; the hour and day it cuts are redone. */
  async deletedBefore(cutoff: number): Promise<void> {
    const day = floorTo(cutoff, DAY_MS);
    await this.transaction(async () => {
      for (const { table } of this.tables) await this.run(`DELETE FROM ${table} WHERE ts < $1`, day);
    });
    await this.reroll(day, ceilTo(cutoff + 1, DAY_MS));
  }

  /**
   * Rows of [from, to) had `columns` rewritten (an assignment in the past): the roll-ups that keep
   * any of them are rolled up again there; the others hold nothing that changed.
   */
  async rewritten(from: number, to: number, columns: readonly string[]): Promise<void> {
    const keeps = ({ rollup }: RollupTable) => columns.some((c) => rollup.dims.includes(c) || rollup.perId?.list === c || rollup.perId?.classes === c);
    await this.reroll(floorTo(from, HOUR_MS), ceilTo(to, HOUR_MS), keeps);
  }

  /** Rolls up the hours [from, to) again (and the whole days around them), as far as the watermark: every roll-up, or those `only` picks. */
  private async reroll(from: number, to: number, only: (table: RollupTable) => boolean = () => true): Promise<void> {
    const end = Math.min(to, this.until);
    if (from >= end) return;
    const dayFrom = floorTo(from, DAY_MS);
    // Only whole days below the watermark have a day row.
    const dayTo = Math.min(ceilTo(end, DAY_MS), floorTo(this.until, DAY_MS));
    await this.transaction(async () => {
      for (const { table } of this.tablesOf('hour', only)) await this.run(`DELETE FROM ${table} WHERE ts >= $1 AND ts < $2`, from, end);
      await this.rollHours(from, end, only);
      if (dayFrom < dayTo) {
        for (const { table } of this.tablesOf('day', only)) await this.run(`DELETE FROM ${table} WHERE ts >= $1 AND ts < $2`, dayFrom, dayTo);
        await this.rollDays(dayFrom, dayTo, only);
      }
    });
  }

  private async rollHours(from: number, to: number, only?: (table: RollupTable) => boolean) {
    for (const { rollup, table } of this.tablesOf('hour', only)) await this.run(`INSERT INTO ${table} ${tierSelect(rollup, 'hour')} WHERE ts >= $1 AND ts < $2 GROUP BY ALL${orderOf(rollup)}`, from, to);
  }

  private async rollDays(from: number, to: number, only?: (table: RollupTable) => boolean) {
    for (const { rollup, table } of this.tablesOf('day', only)) await this.run(`INSERT INTO ${table} ${tierSelect(rollup, 'day')} WHERE ts >= $1 AND ts < $2 GROUP BY ALL${orderOf(rollup)}`, from, to);
  }

  private tablesOf(tier: RollupTier, only: (table: RollupTable) => boolean = () => true) {
    return this.tables.filter((t) => t.tier === tier && only(t));
  }

  private async setWatermark(until: number) {
    await this.writer.run('DELETE FROM rollup_state');
    await this.run('INSERT INTO rollup_state VALUES ($1)', until);
    this.pendingWatermark = until;
  }

  private async transaction(body: () => Promise<void>) {
    await this.writer.run('BEGIN TRANSACTION');
    try {
      await body();
      await this.writer.run('COMMIT');
    } catch (err) {
      this.pendingWatermark = undefined;
      await this.writer.run('ROLLBACK');
      throw err;
    }
    if (this.pendingWatermark !== undefined) this.watermark = this.pendingWatermark;
    this.pendingWatermark = undefined;
  }

  private run(sql: string, ...instants: number[]) {
    return this.writer.run(sql, instants.map((ts) => BigInt(ts)) as DuckDBValue[]);
  }
}
