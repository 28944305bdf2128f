import { validationMessage } from '../../../core/common/validation';
import { ApiError } from '../../../core/server/http';
import type { RouteContext } from '../../../core/server/plugin';
import type { MappingMode } from '../common/Mapping';
import type { AssignAudienceInput } from '../common/mappingSchemas';
import { toWildcard, type MatchLogic } from '../common/wildcard';
import { catalogueItem } from './catalogueItem';
import type { MappingCaller } from './mappingCaller';
import { MODE_RULE_TABLES, type RuleTable } from './ruleTables';

/** What a rule matches, as its table stores it (RULE_TARGET_COLUMNS without the audience). */
export interface RuleTarget {
  mode: MappingMode;
  table: RuleTable;
  values: Record<string, string | number>;
}

type TargetInput = Pick<AssignAudienceInput, 'mode' | 'selectedField' | 'modeParams'>;

const invalid = (field: string, key: Parameters<typeof validationMessage>[0], values: Record<string, string> = {}) => ApiError.validation({ [field]: [validationMessage(key, { field, ...values })] });

/** A parameter the mode needs (the schema leaves them optional: each mode needs others): 422 naming it when missing. */
export function required<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw invalid(field, 'required');
  return value;
}

/** A meta key or form field name: text, not an answer id. */
function fieldName(selectedField: string | number): string {
  if (typeof selectedField !== 'string') throw invalid('selectedField', 'text');
  return selectedField;
}

/** A match value as stored (management §5: ^ * $ stripped, stars by logic); one with nothing left is none. */
export function matchValue(value: string | undefined, logic: MatchLogic, field: string): string {
  const stored = toWildcard(value ?? '', logic);
  if (!stored.replace(/\*/g, '')) throw invalid(field, 'required');
  return stored;
}

/**
 * The rule an assign call describes (management §7, issue 16), checked against the catalogue —
 * behaviour: the meta key (selectedField) and the value with its logic; question: an answer
 * (selectedField) of a question on one of the caller's domains; form: a field the form's
 * submissions carried and the value with its logic. 422 naming the field otherwise; nothing is
 * stored here.
 */
export async function mappingTarget(ctx: RouteContext, caller: MappingCaller, input: TargetInput): Promise<RuleTarget> {
  const { mode, selectedField, modeParams } = input;
  const target = (values: RuleTarget['values']): RuleTarget => ({ mode, table: MODE_RULE_TABLES[mode], values });
  switch (mode) {
    case 'behaviour':
      return target({ key: fieldName(selectedField).trim(), value: matchValue(modeParams.value, modeParams.logic, 'modeParams.value') });
    case 'question': {
      const questionId = required(modeParams.questionId, 'modeParams.questionId');
      const question = await catalogueItem(ctx, caller, 'questions', questionId, modeParams.domain, { id: 'modeParams.questionId', domain: 'modeParams.domain' });
      const answers = (question.content as { id: number }[]).map((a) => a.id);
      // An answer id sent as text ("2") is the same answer.
      const answerId = typeof selectedField === 'string' && /^\d+$/.test(selectedField) ? Number(selectedField) : selectedField;
      if (typeof answerId !== 'number' || !answers.includes(answerId)) throw invalid('selectedField', 'oneOfValues', { values: answers.join(', ') });
      return target({ poll_id: questionId, answer_id: answerId, domain: question.domain });
    }
    case 'form': {
      const formId = required(modeParams.formId, 'modeParams.formId');
      const form = await catalogueItem(ctx, caller, 'forms', formId, modeParams.domain, { id: 'modeParams.formId', domain: 'modeParams.domain' });
      const fields = form.content as string[];
      const field = fieldName(selectedField);
      if (!fields.includes(field)) throw invalid('selectedField', 'oneOfValues', { values: fields.join(', ') });
      return target({ form_id: formId, field_name: field, value: matchValue(modeParams.value, modeParams.logic, 'modeParams.value'), domain: form.domain });
    }
  }
}
