import type { MappingMode, RuleType } from '../common/Mapping';

/** The three tables of mapping rules (audiencesMigration). */
export type RuleTable = 'audience_surf_rules' | 'audience_question_rules' | 'audience_form_rules';

/** Where each mode of the assign dialog stores its rules. */
export const MODE_RULE_TABLES: Record<MappingMode, RuleTable> = {
  behaviour: 'audience_surf_rules',
  question: 'audience_question_rules',
  form: 'audience_form_rules',
};

/** The rules dialog's tabs whose rules the ingest matches (SDK data rules are one call's assignments: sdkRules). */
export const RULE_TYPE_TABLES: Record<Exclude<RuleType, 'sdkData'>, RuleTable> = {
  surfBehaviour: 'audience_surf_rules',
  questionData: 'audience_question_rules',
  formData: 'audience_form_rules',
};

/** What makes a rule the same rule (the unique index of mappingCatalogueMigration): assigning it again updates its affinity. */
export const RULE_TARGET_COLUMNS: Record<RuleTable, readonly string[]> = {
  audience_surf_rules: ['audience_id', 'key', 'value'],
  audience_question_rules: ['audience_id', 'poll_id', 'answer_id', 'domain'],
  audience_form_rules: ['audience_id', 'form_id', 'field_name', 'value', 'domain'],
};
