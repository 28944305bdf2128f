import type { TrackingInput } from './trackingSchema';

/** The assignments auto-assignment replaces: it picks the questions, answers, ads and forms itself. */
type AutoAssigned = Pick<TrackingInput, 'auto_assignment' | 'assignedQuestions' | 'assignedAnswers' | 'assignedAds' | 'assignedForms'>;

/**
 * `values` as a tracking keeps them (management §4, TK-15): with auto_assignment on, no assigned
 * questions, answers, ads or forms. The wizard applies it when the switch turns on, the server
 * before it stores.
 */
export function withAutoAssignment<T extends AutoAssigned>(values: T): T {
  return values.auto_assignment ? { ...values, assignedQuestions: [], assignedAnswers: [], assignedAds: [], assignedForms: [] } : values;
}
