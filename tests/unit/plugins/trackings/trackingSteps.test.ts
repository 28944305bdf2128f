import type { WizardStep } from '../../../../core/client/widgets/forms/wizardSteps';
import { stepOwning } from '../../../../core/client/widgets/forms/wizardSteps';
import { trackingSchema } from '../../../../plugins/trackings/common/trackingSchema';
import { TRACKING_STEP_FIELDS } from '../../../../plugins/trackings/client/trackingSteps';

const steps: WizardStep[] = TRACKING_STEP_FIELDS.map((fields, index) => ({ title: String(index + 1), fields, content: null }));

describe('tracking wizard steps (management §4)', () => {
  it('TK-07: a failed field marks its step — step 1 data, step 2 inventory, step 3 pixels and events', () => {
    for (const field of ['name', 'start_date', 'end_date', 'domain_id', 'device_type']) expect(stepOwning(steps, [field])).toBe(0);
    for (const field of ['auto_assignment', 'assignedQuestions', 'assignedAnswers', 'assignedForms', 'assignedAds']) expect(stepOwning(steps, [field])).toBe(1);
    for (const field of ['assignedPixels', 'assignedEvents']) expect(stepOwning(steps, [field])).toBe(2);
  });

  it('TK-07: a field of a list item belongs to the list’s step, and the earliest step of several wins', () => {
    expect(stepOwning(steps, ['assignedAnswers[0].answerId'])).toBe(1);
    expect(stepOwning(steps, ['assignedEvents[1]'])).toBe(2);
    expect(stepOwning(steps, ['assignedEvents[1]', 'assignedForms', 'end_date'])).toBe(0);
  });

  it('every field the server validates but the active flag (toggleState’s) belongs to a step', () => {
    const owned = TRACKING_STEP_FIELDS.flat();
    expect(Object.keys(trackingSchema.fields).filter((field) => !owned.includes(field as never))).toEqual(['active']);
  });
});
