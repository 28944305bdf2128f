import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../../../core/server/plugin';

/** Kysely table types of the audiences plugin's tables (audiencesMigration), beside core's. */
// A type alias, not an interface: Kysely's `$extendTables` needs its implicit index signature.
export type AudiencesTables = {
  audiences: AudienceTable;
  audience_surf_rules: AudienceSurfRuleTable;
  audience_question_rules: AudienceQuestionRuleTable;
  audience_form_rules: AudienceFormRuleTable;
  questions: QuestionTable;
  forms: FormTable;
  leads: LeadTable;
};

/** The database as this plugin's server code reads it: core's tables and its own. */
export type AudiencesDatabase = Kysely<Database & AudiencesTables>;

/** Core's database typed with this plugin's tables too (Kysely's `$extendTables`, types only). */
export function audiencesDb(db: Kysely<Database>): AudiencesDatabase {
  return db.$extendTables<AudiencesTables>();
}

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** jsonb written as JSON text, read back parsed. */
type Json = ColumnType<unknown, string, string>;

export interface AudienceTable {
  id: Generated<number>;
  parent_id: number | null;
  /** 1 interest, 2 visitor property. */
  type_id: number;
  german: string;
  english: string;
  is_pinpoll: Defaulted<boolean>;
  is_aitopic: Defaulted<boolean>;
  hide_analytics: Defaulted<boolean>;
  hide_dmp: Defaulted<boolean>;
  filename: string | null;
  /** null: the shared taxonomy. */
  organisation_id: number | null;
  created_at: CreatedAt;
}

interface RuleColumns {
  id: Generated<number>;
  audience_id: number;
  affinity_score: Defaulted<number>;
  created_at: CreatedAt;
}

export interface AudienceSurfRuleTable extends RuleColumns {
  key: string;
  value: string;
}

export interface AudienceQuestionRuleTable extends RuleColumns {
  poll_id: number;
  answer_id: number;
}

export interface AudienceFormRuleTable extends RuleColumns {
  form_id: number;
  field_name: string;
  value: string;
}

/** Keyed by (domain, id): the site's own question id on the domain it was reported on (never a bare id another organisation's hits could reach). */
export interface QuestionTable {
  id: number;
  question: string;
  answers: Json;
  domain: string;
  language: string | null;
  created_at: CreatedAt;
}

/** Keyed by (domain, id), as questions: the site's own form id on the domain it was reported on. */
export interface FormTable {
  id: number;
  domain: string;
  title: string;
  fields: Json;
  created_at: CreatedAt;
}

export interface LeadTable {
  id: Generated<number>;
  form_id: number;
  visitor_id: string;
  domain: string;
  data: Json;
  created_at: CreatedAt;
}
