import type { Migration } from 'kysely/migration';
import { initial } from './migrations/0001_initial';

/** Core's migrations in order; the migrator prefixes their names with `core:`. */
export const coreMigrations: Record<string, Migration> = {
  '0001_initial': initial,
};
