import { H5, Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CronJob, CronJobRun } from '../../../core/common/jobs';
import { DataTableGrid, type DataTableColumn } from '../../../core/client/widgets';

const OUTCOME_INTENTS: Record<CronJobRun['outcome'], Intent> = { running: 'primary', succeeded: 'success', failed: 'danger', cancelled: 'warning' };

/** A job's last runs, newest first: when, how started, how long, how it ended, and what it reported or the error. */
export function CronJobRuns({ job }: { job: CronJob }) {
  const { t, i18n } = useTranslation('admin');
  const columns: DataTableColumn<CronJobRun>[] = [
    { key: 'startedAt', header: t('cronJobs.runs.startedAt'), cell: (run) => new Date(run.startedAt).toLocaleString(i18n.language), width: 190 },
    { key: 'trigger', header: t('cronJobs.runs.trigger'), cell: (run) => t(`cronJobs.triggers.${run.trigger}`), width: 110 },
    { key: 'duration', header: t('cronJobs.runs.duration'), cell: (run) => (run.durationMs === null ? '' : `${run.durationMs.toLocaleString(i18n.language)} ms`), width: 110 },
    {
      key: 'outcome',
      header: t('cronJobs.runs.outcome'),
      cell: (run) => (
        <Tag minimal intent={OUTCOME_INTENTS[run.outcome]} data-testid="cron-run-outcome">
          {t(`cronJobs.outcomes.${run.outcome}`)}
        </Tag>
      ),
      width: 120,
    },
    { key: 'node', header: t('cronJobs.runs.node'), cell: (run) => run.node, width: 180 },
    { key: 'detail', header: t('cronJobs.runs.detail'), cell: (run) => <span data-testid="cron-run-detail">{run.error ?? (run.result ? JSON.stringify(run.result) : '')}</span>, width: 520 },
  ];
  return (
    <section className="ac-cron-runs" data-testid="cron-runs">
      <H5>{t('cronJobs.runs.title', { name: job.name })}</H5>
      {job.runs.length ? <DataTableGrid items={job.runs} columns={columns} /> : <p>{t('cronJobs.runs.none')}</p>}
    </section>
  );
}
