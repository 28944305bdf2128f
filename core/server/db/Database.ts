import type { ColumnType, Generated } from 'kysely';

/** Kysely table types of core's metadata tables (see db/migrations/). */
export interface Database {
  organisations: OrganisationTable;
  users: UserTable;
  user_permissions: UserPermissionTable;
  user_organisations: UserOrganisationTable;
  domains: DomainTable;
  user_domains: UserDomainTable;
  account_settings: AccountSettingTable;
  refresh_tokens: RefreshTokenTable;
  media_files: MediaFileTable;
  cron_jobs: CronJobTable;
  cron_job_runs: CronJobRunTable;
}

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface OrganisationTable {
  id: Generated<number>;
  name: string;
  created_at: CreatedAt;
}

export interface UserTable {
  id: Generated<number>;
  /** Stored lower-cased; logins compare lower-cased. */
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  image: string | null;
  language: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  trial_ends_at: Timestamp | null;
  has_analytics_trial: ColumnType<boolean, boolean | undefined, boolean>;
  has_dmp_trial: ColumnType<boolean, boolean | undefined, boolean>;
  has_tools_trial: ColumnType<boolean, boolean | undefined, boolean>;
  default_organisation_id: number | null;
}

export interface UserPermissionTable {
  user_id: number;
  permission: string;
}

export interface UserOrganisationTable {
  user_id: number;
  organisation_id: number;
}

export interface DomainTable {
  id: Generated<number>;
  title: string;
  organisation_id: number | null;
}

export interface UserDomainTable {
  user_id: number;
  domain_id: number;
  /** The domain counts as one of the user's analytics domains (spec §3 User.domains). */
  analytics: boolean;
}

export interface AccountSettingTable {
  user_id: number;
  name: string;
  /** Any JSON value; written as a JSON string, read back parsed (jsonb). */
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  user_id: number;
  /** All tokens descending from one login share a family; reuse revokes the family. */
  family: string;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  expires_at: Timestamp;
  rotated_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: CreatedAt;
}

/** One stored image of the media library (core/server/media/MediaLibrary). */
export interface MediaFileTable {
  /** The media store's relative name, e.g. `3f…e1.webp`. */
  filename: string;
  content_type: string;
  width: number;
  /** One frame's height. */
  height: number;
  bytes: number;
  animated: ColumnType<boolean, boolean | undefined, boolean>;
  /** Words the library search matches, comma-separated. */
  tags: ColumnType<string, string | undefined, string>;
  /** upload, url (a URL import), demo (shipped with the demo) or copy (a library image given to an entity). */
  source: string;
  /** Found by the library search: copies are not, their original is. */
  listed: ColumnType<boolean, boolean | undefined, boolean>;
  /** Who finds it: null for everyone (the demo's images), else that organisation's members and the admins. */
  organisation_id: number | null;
  created_by: number | null;
  created_at: CreatedAt;
}

/** A scheduled job's row (core/server/jobs/Scheduler): a job the server defines gets one at start, with its default pattern. */
export interface CronJobTable {
  name: string;
  state: ColumnType<string, string | undefined, string>;
  pattern: string;
  last_execution: Timestamp | null;
  /** The process running it now (the lease), and since when it last said so; null while idle. */
  running_node: string | null;
  running_since: Timestamp | null;
  modified_by: number | null;
  modified_at: Timestamp | null;
}

export interface CronJobRunTable {
  id: Generated<number>;
  job: string;
  node: string;
  /** schedule or manual ("run now"). */
  trigger: string;
  started_at: CreatedAt;
  duration_ms: number | null;
  /** running, succeeded, failed or cancelled. */
  outcome: string;
  error: string | null;
  /** jsonb written as JSON text: what the job reports of its work. */
  result: ColumnType<unknown, string | null | undefined, string | null>;
}
