import type { Kysely } from 'kysely';
import type { Hit } from '../../common/ingest/hitSchema';
import type { TrackerDirective } from '../../common/ingest/trackerDirective';
import type { Database } from '../db/Database';
import type { EventRow, ListAssignment } from '../events/EventRow';
import type { EventStore } from '../events/EventStore';
import type { ServerContractOf } from '../plugin/ServerContracts';

/** One accepted hit on its way to the event store: what the tracker sent and the row being built. */
export interface IngestHit {
  hit: Hit;
  row: EventRow;
  /** Organisation that owns the hit's domain (from the `domains` table). */
  organisationId: number | null;
}

/**
 * What a step may use. Steps append new list assignments here, which core stores with the rows
 * after the last step, and directives, which the collect reply hands the tracker.
 */
export interface IngestContext {
  db: Kysely<Database>;
  events: EventStore;
  /** The server contracts of the plugins the step's plugin requires. */
  contract: ServerContractOf;
  assignments: ListAssignment[];
  directives: TrackerDirective[];
}

/**
 * An enrichment step a plugin contributes to the ingest pipeline (e.g. channels → the channel list).
 * It gets the whole batch of one request: one database round trip per batch, rule tables
 * cached and refreshed on change, never a query per hit.
 */
export interface IngestStep {
  name: string;
  enrich(hits: IngestHit[], ctx: IngestContext): Promise<void>;
  /** Loads what the step's first batch would otherwise wait for (rule tables, a trained model) while the server starts. */
  warmUp?(db: Kysely<Database>): Promise<void>;
  /**
   * Deletes what the step stored from hits outside the event store (a catalogue, leads): the
   * event history is replaced (`cli seed --replace`), so what its hits left must go with it.
   * Returns the rows deleted per table.
   */
  forgetHistory?(db: Kysely<Database>): Promise<Record<string, number>>;
  /**
   * Writes what the step keeps for a later write (a catalogue written in batches off the collect
   * path). Core calls it after seeding a history and before the server closes the database.
   */
  drain?(db: Kysely<Database>): Promise<void>;
}
