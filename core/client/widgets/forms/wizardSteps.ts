import type { ReactNode } from 'react';

/** One step of a wizard: its title, the names of the fields it holds, and those fields. */
export interface WizardStep {
  title: string;
  fields: readonly string[];
  content: ReactNode;
}

/** A field path's own field: `assignedPixels.0.id` and `assignedPixels[0]` belong to `assignedPixels`. */
function rootField(path: string): string {
  return path.split(/[.[]/)[0];
}

/**
 * The first step owning one of `fields` (management §4: a server validation error opens and
 * marks the step of the failed field); undefined when no step holds any of them.
 */
export function stepOwning(steps: readonly WizardStep[], fields: readonly string[]): number | undefined {
  const stepOfField = new Map(steps.flatMap((step, index) => step.fields.map((field) => [field, index] as const)));
  const owners = fields.map((field) => stepOfField.get(rootField(field))).filter((index): index is number => index !== undefined);
  return owners.length > 0 ? Math.min(...owners) : undefined;
}
