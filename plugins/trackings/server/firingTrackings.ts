import { ALL_DOMAINS, type DeviceType } from '../../../core/common/entities';
import { isoDay } from '../../../core/server/plugin';
import { groupBy } from '../../../core/common/collections';
import { PerDatabaseCache } from '../../../core/server/ingest';
import { indexTrackings, type TrackingIndex } from './trackingIndex';
import { trackingsDb } from './TrackingsTables';

/** An active tracking as its firing reads it: where, when and on what it fires which pixels. */
export interface FiringTracking {
  organisationId: number;
  /** YYYY-MM-DD or null (open). */
  start: string | null;
  end: string | null;
  /** The domain's host name; null: every domain of the organisation. */
  domain: string | null;
  device: DeviceType;
  auto: boolean;
  events: ReadonlySet<string>;
  /** Catalogue keys (trackingItemKey) of the assigned questions, answers and forms. */
  questions: ReadonlySet<string>;
  answers: ReadonlySet<string>;
  forms: ReadonlySet<string>;
  /** Keys (trackingAdKey) of the assigned ads. */
  ads: ReadonlySet<string>;
  pixelIds: readonly number[];
}

/** A question, form or answer of one site, as one key: the catalogue's ids are the site's own. */
export const trackingItemKey = (domain: string, ...ids: number[]) => `${domain}\u0000${ids.join('\u0000')}`;

/** An ad as a key of the same kind: ads are the console's own, by id on every site. */
export const trackingAdKey = (adId: number) => String(adId);

/**
 * The active trackings with pixels and events, indexed by organisation and item (trackingIndex):
 * the firing's index, read in one round of queries and dropped by every tracking write
 * (trackingRoutes), so a switched-off or changed tracking stops firing at once.
 */
export const firingTrackings = new PerDatabaseCache<ReadonlyMap<number, TrackingIndex>>('trackings', async (db) => {
  const tdb = trackingsDb(db);
  const trackings = await tdb
    .selectFrom('trackings')
    .leftJoin('domains', 'domains.id', 'trackings.domain_id')
    .select(['trackings.id', 'trackings.organisation_id', isoDay('trackings.start_date').as('start_date'), isoDay('trackings.end_date').as('end_date'), 'trackings.domain_id', 'domains.title as domain', 'trackings.device_type', 'trackings.auto_assignment'])
    .where('trackings.active', '=', true)
    .where((eb) => eb.exists(eb.selectFrom('tracking_pixels').select('pixel_id').whereRef('tracking_pixels.tracking_id', '=', 'trackings.id')))
    .where((eb) => eb.exists(eb.selectFrom('tracking_events').select('event').whereRef('tracking_events.tracking_id', '=', 'trackings.id')))
    .execute();
  if (!trackings.length) return new Map();
  const ids = trackings.map((t) => t.id);
  const [events, pixels, questions, answers, forms, ads] = await Promise.all([
    tdb.selectFrom('tracking_events').select(['tracking_id', 'event']).where('tracking_id', 'in', ids).execute(),
    tdb.selectFrom('tracking_pixels').select(['tracking_id', 'pixel_id']).where('tracking_id', 'in', ids).execute(),
    tdb.selectFrom('tracking_questions').select(['tracking_id', 'domain', 'question_id']).where('tracking_id', 'in', ids).execute(),
    tdb.selectFrom('tracking_answers').select(['tracking_id', 'domain', 'question_id', 'answer_id']).where('tracking_id', 'in', ids).execute(),
    tdb.selectFrom('tracking_forms').select(['tracking_id', 'domain', 'form_id']).where('tracking_id', 'in', ids).execute(),
    tdb.selectFrom('tracking_ads').select(['tracking_id', 'ad_id']).where('tracking_id', 'in', ids).execute(),
  ]);
  const of = <R extends { tracking_id: number }>(rows: R[]) => groupBy(rows, (r) => r.tracking_id);
  const [eventsOf, pixelsOf, questionsOf, answersOf, formsOf, adsOf] = [of(events), of(pixels), of(questions), of(answers), of(forms), of(ads)];
  const firing = trackings.map((t) => ({
    organisationId: t.organisation_id,
    start: t.start_date,
    end: t.end_date,
    domain: t.domain_id === ALL_DOMAINS ? null : (t.domain ?? ''),
    device: t.device_type,
    auto: t.auto_assignment,
    events: new Set((eventsOf.get(t.id) ?? []).map((e) => e.event)),
    questions: new Set((questionsOf.get(t.id) ?? []).map((q) => trackingItemKey(q.domain, q.question_id))),
    answers: new Set((answersOf.get(t.id) ?? []).map((a) => trackingItemKey(a.domain, a.question_id, a.answer_id))),
    forms: new Set((formsOf.get(t.id) ?? []).map((f) => trackingItemKey(f.domain, f.form_id))),
    ads: new Set((adsOf.get(t.id) ?? []).map((a) => trackingAdKey(a.ad_id))),
    pixelIds: (pixelsOf.get(t.id) ?? []).map((p) => p.pixel_id),
  }));
  return new Map([...groupBy(firing, (t) => t.organisationId)].map(([organisationId, ofOrganisation]) => [organisationId, indexTrackings(ofOrganisation)]));
});
