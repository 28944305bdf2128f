import type { AudienceTypeId } from './Audience';

/** The assign dialog's modes (AS-01): which source a mapping rule matches. */
export const MAPPING_MODES = ['question', 'behaviour', 'form'] as const;
export type MappingMode = (typeof MAPPING_MODES)[number];

/** The rules dialog's tabs (RU-01) and removeRule's `type` (OP-10). */
export const RULE_TYPES = ['surfBehaviour', 'questionData', 'formData', 'sdkData'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** The "mappings" filter of the three tables (OP-50). */
export const MAPPING_FILTERS = ['all', 'mapped', 'unmapped'] as const;
export type MappingFilter = (typeof MAPPING_FILTERS)[number];

/** An audience a mapping rule assigns, named for the caller (management §3 "Assigned audience", AS-17). */
export interface AssignedAudience {
  /** The rule's id: what unassign and updateAffinityScore name. */
  mappedAudienceId: number;
  /** What the rule matches, as assignAudience's `selectedField`: the answer id (question), the meta key (behaviour) or the field name (form). */
  selectedField: number | string;
  audience_id: number;
  text: string;
  type_id: AudienceTypeId;
  affinity_score: number;
  /** Form mode: the rule's field name and match value (`field: value`); null otherwise. */
  form_data: string | null;
}

/**
 * A rule applied to the last 30 days (issue 16): the background job that assigns the visitors who
 * matched it before it existed, as assignAudience and assignNewAudience with applyToPast start it
 * and getPastAssignment reports it.
 */
export interface PastAssignment {
  id: string;
  audienceId: number;
  state: 'running' | 'done' | 'failed';
  /** Share done, 0..1. */
  progress: number;
  /** Visitors added so far (all of them once done). */
  added: number;
  error?: string;
}

/** What assignAudience and assignNewAudience answer: the rule, and its past assignment when asked for. */
export interface AssignReply extends AssignedAudience {
  pastAssignment?: PastAssignment;
}

/** An audience a table row's rules assign, as its mappings column lists them. */
export interface MappedAudience {
  id: number;
  text: string;
}

export interface QuestionAnswer {
  id: number;
  answer: string;
  /** Votes in the table's timeframe. */
  votes: number;
}

/** A question as the question table lists it (management §3 "Question", MT-08). */
export interface Question {
  id: number;
  question: string;
  answers: QuestionAnswer[];
  /** Votes in the timeframe, all answers. */
  votes: number;
  category_id: number | null;
  title: string | null;
  domain: string;
  audiences: MappedAudience[];
  /** How many rules its answers have. */
  mappings: number;
  language: string | null;
  question_created_at: string;
}

/** A lead form as the form table lists it (management §3 "Form", MT-22). */
export interface Form {
  id: number;
  domain: string;
  title: string;
  email: string | null;
  /** Leads in the timeframe. */
  lead_data_count: number;
  /** The field names the form's submissions carried. */
  fields: string[];
  audiences: MappedAudience[];
  mappings: number;
  created_at: string;
}

/** One meta tag value as the behaviour table lists it (management §3 "Meta tag row", MT-14). */
export interface MetaTagRow {
  key: string;
  value: string;
  /** Distinct visitors in the timeframe; negative: not counted (OP-68 shows "–"). */
  visitors: number;
  /** The highest affinity of the rules matching it; null without any. */
  affinity_score: number | null;
  audiences: MappedAudience[];
  mappings: number;
  /** When it was first seen. */
  created_at: string;
}

/** What an SDK API key holds (no user needs it): the permission sdk/assign's rule asks. */
export const SDK_ACCESS = 'SDK_DATA.ASSIGN';

/** sdk/assign's reply: the SDK data rule stored and how many of its visitors newly entered the audience. */
export interface SdkAssignReply {
  ruleId: number;
  assigned: number;
}

/** One audience's rules by source (management §3 "Rules", RU-04 … RU-07). */
export interface AudienceRulesReply {
  surfBehaviour: { id: number; key: string; value: string; affinity_score: number; audience: string }[];
  questionData: { id: number; answer: string; question: string; poll_id: number; affinity_score: number }[];
  formData: { id: number; title: string; form_data: string; field_name: string; form_id: number; affinity_score: number }[];
  sdkData: { id: number; created_at: string; visitors: number; affinity_score: number }[];
}
