import type { AudienceRulesReply, RuleType } from '../common/Mapping';

/** The fields each tab of the rules dialog shows (management §3 "Rules", RU-04 to RU-07), the affinity besides. */
export const RULE_COLUMNS: { [T in RuleType]: readonly (keyof AudienceRulesReply[T][number] & string)[] } = {
  surfBehaviour: ['id', 'key', 'value', 'affinity_score', 'audience'],
  questionData: ['answer', 'question', 'poll_id', 'affinity_score'],
  formData: ['title', 'form_data', 'field_name', 'form_id', 'affinity_score'],
  sdkData: ['created_at', 'visitors', 'affinity_score'],
};
