import { utcIsoDay } from '../../../core/common/dateRange';
import type { IngestHit } from '../../../core/server/ingest';
import { DEVICE_CLASSES } from '../../../core/common/entities';
import { trackingAdKey, trackingItemKey, type FiringTracking } from './firingTrackings';


/**
 * The assignable items a tracked event names, as keys (trackingItemKey, trackingAdKey): a
 * question at its views and vote clicks, the question and the answer at a vote, the form at a
 * submission, the ad at a click on its call to action.
 */
export interface NamedItems {
  question?: string;
  answer?: string;
  form?: string;
  ad?: string;
}

export function namedItems({ hit, row }: IngestHit): NamedItems {
  if (row.kind !== 'event') return {};
  switch (row.event) {
    case 'question_view':
    case 'vote_click':
      return hit.question ? { question: trackingItemKey(row.domain, hit.question.id) } : {};
    case 'vote':
      if (!hit.question) return {};
      return { question: trackingItemKey(row.domain, hit.question.id), answer: hit.answerId === undefined ? undefined : trackingItemKey(row.domain, hit.question.id, hit.answerId) };
    case 'lead_form_submit':
      return hit.form ? { form: trackingItemKey(row.domain, hit.form.id) } : {};
    case 'cta_click':
      return hit.adId === undefined ? {} : { ad: trackingAdKey(hit.adId) };
    default:
      return {};
  }
}

/**
 * Whether `tracking` fires its pixels at `hit`: one of its events, on its organisation's site (its
 * domain, or any), on its devices, on a day between its dates (UTC) — and, unless it assigns
 * automatically, at an item it names (namedItems: a question, an answer, a form or an ad). `day` and
 * `named`: the hit's UTC day and items, worked out once per hit by a caller testing many trackings.
 */
export function trackingFires(tracking: FiringTracking, ingestHit: IngestHit, day = utcIsoDay(ingestHit.row.ts), named = namedItems(ingestHit)): boolean {
  const { row, organisationId } = ingestHit;
  if (row.kind !== 'event' || !tracking.events.has(row.event) || tracking.organisationId !== organisationId) return false;
  if ((tracking.start && day < tracking.start) || (tracking.end && day > tracking.end)) return false;
  if ((tracking.domain && tracking.domain !== row.domain) || !DEVICE_CLASSES[tracking.device].includes(row.device)) return false;
  if (tracking.auto) return true;
  return (
    (named.question !== undefined && tracking.questions.has(named.question)) ||
    (named.answer !== undefined && tracking.answers.has(named.answer)) ||
    (named.form !== undefined && tracking.forms.has(named.form)) ||
    (named.ad !== undefined && tracking.ads.has(named.ad))
  );
}
