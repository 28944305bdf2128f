/**
 * The fields each wizard step owns (management §4, TK-07), in step order: a server error on one of
 * them opens and marks its step.
 */
export const TRACKING_STEP_FIELDS = [
  ['name', 'start_date', 'end_date', 'domain_id', 'device_type'],
  ['auto_assignment', 'assignedQuestions', 'assignedAnswers', 'assignedForms', 'assignedAds'],
  ['assignedPixels', 'assignedEvents'],
] as const;

/** The steps' titles (management §2: data, inventory, pixel), keys of `wizard.steps` in the plugin's texts. */
export const TRACKING_STEP_TITLES = ['data', 'inventory', 'pixels'] as const;
