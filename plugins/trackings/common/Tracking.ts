import type { DeviceType, EntityFields } from '../../../core/common/entities';
import type { AnswerRef, CatalogueRef } from '../../audiences/common/catalogueRefs';
import type { TrackingInput } from './trackingSchema';

/** The events a tracking may count (management §3 "Tracking events", TK-12), by their event value. */
export const TRACKING_EVENTS = ['question_view', 'vote', 'vote_click', 'lead_form_submit', 'cta_click'] as const;
export type TrackingEvent = (typeof TRACKING_EVENTS)[number];

/** A row of the trackings table (OP-51 columns and filters). */
export interface TrackingListItem extends EntityFields {
  id: number;
  name: string;
  /** YYYY-MM-DD or null (open). */
  start_date: string | null;
  end_date: string | null;
  domain_id: number;
  /** The domain's title; null for all domains. */
  domain: string | null;
  device_type: DeviceType;
  auto_assignment: boolean;
  active: boolean;
}

/** What the wizard edits: the create body's fields and the version they were read at (GET edit). */
export type TrackingValues = TrackingInput & { version: number };

/**
 * A tracking as its detail shows it (management §3, TK-22): its fields and assignments, and the
 * texts the detail names: `domain` (null: all domains), `deviceType` and `autoAssignment` (English,
 * for API readers; the console words device_type and auto_assignment in its own language).
 */
export interface Tracking extends TrackingListItem {
  assignedQuestions: CatalogueRef[];
  assignedAnswers: AnswerRef[];
  assignedForms: CatalogueRef[];
  assignedAds: number[];
  assignedPixels: number[];
  assignedEvents: TrackingEvent[];
  deviceType: string;
  autoAssignment: string;
  /** ISO timestamp. */
  created_at: string;
}
