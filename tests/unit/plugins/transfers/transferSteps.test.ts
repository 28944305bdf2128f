import { stepOwning, type WizardStep } from '../../../../core/client/widgets/forms/wizardSteps';
import { transferSchema } from '../../../../plugins/transfers/common/transferSchema';
import { TRANSFER_STEPS } from '../../../../plugins/transfers/client/transferSteps';

const steps: WizardStep[] = TRANSFER_STEPS.map((step) => ({ title: step.key, fields: step.fields, content: null }));

describe('transfer wizard steps (management §4)', () => {
  it('TR-08: three steps, data first; every field of the schema belongs to one of them', () => {
    expect(TRANSFER_STEPS.map((step) => step.key)).toEqual(['data', 'inventory', 'pixel']);
    const owned = TRANSFER_STEPS.flatMap((step) => step.fields);
    expect(new Set(owned).size).toBe(owned.length);
    for (const field of Object.keys(transferSchema.fields)) expect(owned).toContain(field);
  });

  it('TR-11: a server error marks the step owning the field — step 1 name and dates, step 2 assignedAudiences, step 3 assignedPixels', () => {
    expect(stepOwning(steps, ['name'])).toBe(0);
    expect(stepOwning(steps, ['start_date'])).toBe(0);
    expect(stepOwning(steps, ['end_date'])).toBe(0);
    expect(stepOwning(steps, ['assignedAudiences'])).toBe(1);
    expect(stepOwning(steps, ['assignedAudiences[0]'])).toBe(1);
    expect(stepOwning(steps, ['assignedPixels'])).toBe(2);
    // Several refused fields: the first step holding one of them opens.
    expect(stepOwning(steps, ['assignedPixels', 'assignedAudiences'])).toBe(1);
  });

  it('OP-52: the transfer has no domain field, yet a domain_id error marks step 1', () => {
    expect(transferSchema.fields).not.toHaveProperty('domain_id');
    expect(stepOwning(steps, ['domain_id'])).toBe(0);
  });
});
