import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The scheduler's jobs (core/server/jobs): state and pattern an admin set (the next execution follows from them), the run lease, and each job's recent runs. */
export const cronJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('cron_jobs')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('active'))
      .addColumn('pattern', 'text', (c) => c.notNull())
      .addColumn('last_execution', 'timestamptz')
      .addColumn('running_node', 'text')
      .addColumn('running_since', 'timestamptz')
      .addColumn('modified_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('modified_at', 'timestamptz')
      .execute();
    await db.schema
      .createTable('cron_job_runs')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('job', 'text', (c) => c.notNull().references('cron_jobs.name').onDelete('cascade'))
      .addColumn('node', 'text', (c) => c.notNull())
      .addColumn('trigger', 'text', (c) => c.notNull())
      .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('duration_ms', 'integer')
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('result', 'jsonb')
      .execute();
    await db.schema.createIndex('cron_job_runs_job').on('cron_job_runs').columns(['job', 'id']).execute();
  },
};
