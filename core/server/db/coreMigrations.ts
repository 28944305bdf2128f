import type { Migration } from 'kysely/migration';
import { initial } from './migrations/0001_initial';
import { media } from './migrations/0002_media';
import { cronJobs } from './migrations/0003_cron_jobs';

/** Core's migrations in order; the migrator prefixes their names with `core:`. */
export const coreMigrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_media': media,
  '0003_cron_jobs': cronJobs,
};
