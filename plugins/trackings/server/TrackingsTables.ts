import type { DeviceType } from '../../../core/common/entities';
import type { Kysely } from 'kysely';
import type { EntityColumns } from '../../../core/server/entities';
import type { Database } from '../../../core/server/plugin';
import type { TrackingEvent } from '../common/Tracking';

/** Kysely table types of the trackings plugin's tables (trackingsMigration), beside core's. */
// A type alias, not an interface: Kysely's `$extendTables` needs its implicit index signature.
export type TrackingsTables = {
  trackings: TrackingTable;
  tracking_questions: TrackingCatalogueTable & { question_id: number };
  tracking_answers: TrackingCatalogueTable & { question_id: number; answer_id: number };
  tracking_forms: TrackingCatalogueTable & { form_id: number };
  tracking_ads: { tracking_id: number; ad_id: number };
  tracking_pixels: { tracking_id: number; pixel_id: number };
  tracking_events: { tracking_id: number; event: TrackingEvent };
};

/** Core's database typed with this plugin's tables too (Kysely's `$extendTables`, types only). */
export function trackingsDb(db: Kysely<Database>): Kysely<Database & TrackingsTables> {
  return db.$extendTables<TrackingsTables>();
}

/** A tracking campaign: a management entity (organisation, owner, audit, version). */
export interface TrackingTable extends EntityColumns {
  name: string;
  /** Calendar days (`date`), read as YYYY-MM-DD; null: open. */
  start_date: string | null;
  end_date: string | null;
  /** 0: every domain of the organisation; else a domain's id. */
  domain_id: number;
  device_type: DeviceType;
  auto_assignment: boolean;
  active: boolean;
}

/** An assigned question, answer or form: the catalogue names it by its site's domain and the site's id. */
interface TrackingCatalogueTable {
  tracking_id: number;
  domain: string;
}
