import { ALL_DOMAINS } from '../../../core/common/entities';
import type { TrackingInput } from '../common/trackingSchema';

/** A new tracking's values (management §3, TK-14): active, on all domains and devices, no auto-assignment, nothing assigned. */
export const NEW_TRACKING: TrackingInput = {
  name: '',
  start_date: null,
  end_date: null,
  domain_id: ALL_DOMAINS,
  device_type: 'all',
  auto_assignment: false,
  active: true,
  assignedQuestions: [],
  assignedAnswers: [],
  assignedForms: [],
  assignedAds: [],
  assignedPixels: [],
  assignedEvents: [],
};
