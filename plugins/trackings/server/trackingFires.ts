import { utcIsoDay } from '../../../core/common/dateRange';
import type { IngestHit } from '../../../core/server/ingest';
import type { TrackingDeviceType } from '../common/Tracking';
import { trackingItemKey, type FiringTracking } from './firingTrackings';

/** The event store's device classes each device type takes in; apps report no hits yet (no app SDK), so "app" takes none. */
const DEVICES: Record<TrackingDeviceType, readonly string[]> = { all: ['Desktop', 'Phone', 'Tablet'], desktop: ['Desktop'], mobile: ['Phone', 'Tablet'], app: [] };

/**
 * Whether `tracking` fires its pixels at `hit`: one of its events, on its organisation's site (its
 * domain, or any), on its devices, on a day between its dates (UTC) — and, unless it assigns
 * automatically, on its items: a question it names (question_view, vote_click), an answer or
 * question it names (vote), a form it names (lead_form_submit). `day`: the hit's UTC day (utcIsoDay, once per hit). Ads report no id in their clicks
 * yet, so a cta_click fires only an automatic tracking.
 */
export function trackingFires(tracking: FiringTracking, { hit, row, organisationId }: IngestHit, day = utcIsoDay(row.ts)): boolean {
  if (row.kind !== 'event' || !tracking.events.has(row.event) || tracking.organisationId !== organisationId) return false;
  if ((tracking.start && day < tracking.start) || (tracking.end && day > tracking.end)) return false;
  if ((tracking.domain && tracking.domain !== row.domain) || !DEVICES[tracking.device].includes(row.device)) return false;
  if (tracking.auto) return true;
  const question = hit.question && trackingItemKey(row.domain, hit.question.id);
  switch (row.event) {
    case 'question_view':
    case 'vote_click':
      return question !== undefined && tracking.questions.has(question);
    case 'vote':
      return (question !== undefined && tracking.questions.has(question)) || (hit.question !== undefined && hit.answerId !== undefined && tracking.answers.has(trackingItemKey(row.domain, hit.question.id, hit.answerId)));
    case 'lead_form_submit':
      return hit.form !== undefined && tracking.forms.has(trackingItemKey(row.domain, hit.form.id));
    default:
      return false;
  }
}
