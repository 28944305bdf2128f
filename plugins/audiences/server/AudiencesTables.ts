import type { ColumnType, Generated, Kysely } from 'kysely';
import type { EntityColumns } from '../../../core/server/entities';
import type { Database } from '../../../core/server/plugin';

/** Kysely table types of the audiences plugin's tables (audiencesMigration), beside core's. */
// A type alias, not an interface: Kysely's `$extendTables` needs its implicit index signature.
export type AudiencesTables = {
  audiences: AudienceTable;
  audience_surf_rules: AudienceSurfRuleTable;
  audience_question_rules: AudienceQuestionRuleTable;
  audience_form_rules: AudienceFormRuleTable;
  audience_sdk_rules: AudienceSdkRuleTable;
  sdk_api_keys: SdkApiKeyTable;
  questions: QuestionTable;
  question_votes: QuestionVoteTable;
  forms: FormTable;
  elements: ElementTable;
  leads: LeadTable;
  meta_keys: MetaKeyTable;
  meta_tags: MetaTagTable;
  meta_tag_domains: MetaTagDomainTable;
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

/** A management entity (audiencesEntityMigration) whose organisation_id null is the shared taxonomy. */
export interface AudienceTable extends EntityColumns<number | null> {
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
  /** Words the AI-topic classifier learns besides the names, separated by commas (audienceKeywordsMigration). */
  keywords: ColumnType<string | null, string | null | undefined, string | null>;
  /** The video chosen in the add-image dialog (YouTube id), shown with `filename` as its picture. */
  yt_video_id: Defaulted<string | null>;
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

/** The domain of the question or form a rule names (mappingCatalogueMigration); null: every domain. */
type RuleDomain = string | null;

export interface AudienceQuestionRuleTable extends RuleColumns {
  poll_id: number;
  answer_id: number;
  domain: RuleDomain;
}

export interface AudienceFormRuleTable extends RuleColumns {
  form_id: number;
  field_name: string;
  value: string;
  domain: RuleDomain;
}

/** One SDK call's assignment of visitors to an audience (sdkDataMigration): its organisation's, whatever the audience's. */
export interface AudienceSdkRuleTable {
  id: Generated<number>;
  audience_id: number;
  organisation_id: number;
  api_key_id: number;
  /** The distinct visitors the call named. */
  visitors: number;
  affinity_score: number;
  created_at: CreatedAt;
}

/** An organisation's API key for the SDK calls, as the SHA-256 of the key (hex). */
export interface SdkApiKeyTable {
  id: Generated<number>;
  organisation_id: number;
  name: Defaulted<string>;
  key_hash: string;
  created_at: CreatedAt;
  revoked_at: ColumnType<Date | null, never, Date>;
}

/** Keyed by (domain, id): the site's own question id on the domain it was reported on (never a bare id another organisation's hits could reach). */
export interface QuestionTable {
  id: number;
  question: string;
  answers: Json;
  domain: string;
  language: string | null;
  category_id: number | null;
  title: string | null;
  created_at: CreatedAt;
}

/** Keyed by (domain, id), as questions: a poll (type 1), quiz (2) or personality test (6) its questions' hits named; ads go on its cover and results. */
export interface ElementTable {
  id: number;
  domain: string;
  type: number;
  name: string;
  created_at: CreatedAt;
}

/** Votes per answer and UTC day ('YYYY-MM-DD'), added up by the catalogue step. */
export interface QuestionVoteTable {
  domain: string;
  question_id: number;
  answer_id: number;
  day: ColumnType<string, string, never>;
  votes: number;
}

/** Keyed by (domain, id), as questions: the site's own form id on the domain it was reported on. */
export interface FormTable {
  id: number;
  domain: string;
  title: string;
  fields: Json;
  email: string | null;
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

/** A meta key the tracker reported, in lower case (as rules match keys) (metaTagsMigration). */
export interface MetaKeyTable {
  key: string;
}

/** A (key, value) the tracker reported, on any domain, under the id page views carry in the event store (metaTagId). */
export interface MetaTagTable {
  /** bigint: the drivers answer it as a text or a number. */
  id: ColumnType<string | number, number, never>;
  key: string;
  value: string;
  value_lower: string;
}

/** Where a meta tag was seen, since when. */
export interface MetaTagDomainTable {
  domain: string;
  key: string;
  meta_tag_id: ColumnType<string | number, number, never>;
  created_at: ColumnType<Date, Date | string | undefined, Date>;
}
