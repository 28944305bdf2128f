import type { AssignedAudience, Form, MappingMode, MetaTagRow, Question } from '../common/Mapping';
import { fromWildcard, toWildcard, type MatchLogic } from '../common/wildcard';

/** What a table row opens the assign dialog on (AS-01): a question, a meta tag (key and value) or a form. */
export type AssignTarget = { mode: 'question'; question: Question } | { mode: 'behaviour'; tag: Pick<MetaTagRow, 'key' | 'value'> } | { mode: 'form'; form: Form };

/**
 * What the user chose in the dialog: the answer id (question) or the field name (form) — the meta
 * key in behaviour mode, fixed by the row — and the value with its match logic (behaviour, form).
 */
export interface AssignChoice {
  selectedField?: string | number;
  value: string;
  logic: MatchLogic;
}

/** The rule every assign call names (management §7): mode, selectedField and modeParams by mode. */
export interface MappingRule {
  mode: MappingMode;
  selectedField: string | number;
  modeParams: { questionId?: number; formId?: number; domain?: string; value?: string; logic?: MatchLogic };
}

/**
 * A new dialog's choice: nothing chosen, except in behaviour mode the row's meta tag, its value
 * shown without stars and the logic read back from them (AS-16).
 */
export function initialChoice(target: AssignTarget): AssignChoice {
  if (target.mode === 'behaviour') return { selectedField: target.tag.key, ...fromWildcard(target.tag.value) };
  return { value: '', logic: 'equals' };
}

/**
 * The rule of a choice, or none until it is complete (AS-07, OP-72): an answer; a value; a field
 * and a value. Values go as typed with their logic (the server stores them as stars, AS-15); a
 * question or form names its site, whose own id it is.
 */
export function mappingRule(target: AssignTarget, choice: AssignChoice): MappingRule | undefined {
  const { selectedField, value, logic } = choice;
  if (selectedField === undefined) return undefined;
  switch (target.mode) {
    case 'question':
      return { mode: 'question', selectedField, modeParams: { questionId: target.question.id, domain: target.question.domain } };
    case 'behaviour':
      return value.trim() ? { mode: 'behaviour', selectedField, modeParams: { value, logic } } : undefined;
    case 'form':
      return value.trim() ? { mode: 'form', selectedField, modeParams: { formId: target.form.id, domain: target.form.domain, value, logic } } : undefined;
  }
}

/**
 * getAssignedAudiences' query (AS-17): the rules of the question, of the meta tag's key with the
 * value and logic as chosen, or of the form.
 */
export function assignedAudiencesQuery(target: AssignTarget, choice: AssignChoice): Record<string, string | number> {
  switch (target.mode) {
    case 'question':
      return { mode: 'question', questionId: target.question.id, domain: target.question.domain };
    case 'behaviour':
      return { mode: 'behaviour', key: target.tag.key, value: choice.value, logic: choice.logic };
    case 'form':
      return { mode: 'form', formId: target.form.id, domain: target.form.domain };
  }
}

/** Whether a stored rule of the target is the one `rule` names: the same answer; the same field and value (`field: value` with its stars). */
export function isRuleOf(assigned: AssignedAudience, rule: MappingRule): boolean {
  if (rule.mode !== 'form') return assigned.selectedField === rule.selectedField;
  return assigned.form_data === `${rule.selectedField}: ${toWildcard(rule.modeParams.value ?? '', rule.modeParams.logic ?? 'equals')}`;
}
