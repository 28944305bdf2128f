import { Button, ButtonGroup, Callout, Card, Code, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { DataTableGrid, useManagementSnackbar, type DataTableColumn } from '../../../core/client/widgets';
import type { CronJob } from '../../../core/common/jobs';
import { cronInWords } from './cronInWords';
import { CronJobRuns } from './CronJobRuns';
import { CronJobsStore } from './CronJobsStore';
import { CronPatternDialog } from './CronPatternDialog';

/**
 * /admin/manage/cron-jobs: the server's scheduled jobs (AP-01..AP-06) with their state, pattern in
 * words, last and next execution; start, stop, set pattern and run now; a job's last runs with
 * duration, outcome and error below the table (its row selects it). Errors show in the snackbar.
 */
const CronJobsPage = observer(function CronJobsPage() {
  const { api, snackbar } = useConsole();
  const notify = useManagementSnackbar();
  const { t, i18n } = useTranslation('admin');
  const [store] = useState(() => new CronJobsStore(api, (error) => notify.failure(error)));
  const [editing, setEditing] = useState<CronJob>();
  useEffect(() => store.jobs.poll(), [store]);

  const act = (send: Promise<void>, success: () => void) => send.then(success, (error: Error) => notify.failure(error));
  const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '–');
  const columns: DataTableColumn<CronJob>[] = [
    { key: 'name', header: t('cronJobs.columns.name'), cell: (job) => <strong data-testid="cron-job-name">{job.name}</strong>, width: 190 },
    {
      // Beside the name: the actions stay in view on a narrow screen, the times scroll.
      key: 'actions',
      header: '',
      cell: (job) => (
        <ButtonGroup variant="minimal">
          <Button
            size="small"
            icon={job.state === 'active' ? 'stop' : 'play'}
            text={t(job.state === 'active' ? 'cronJobs.stop' : 'cronJobs.start')}
            loading={store.busy === job.name}
            onClick={() => void act(store.toggle(job), () => notify.success('stateChanged'))}
            data-testid="cron-job-toggle"
          />
          <Button size="small" icon="time" text={t('cronJobs.setPattern')} onClick={() => setEditing(job)} data-testid="cron-job-set-pattern" />
          <Button
            size="small"
            icon="fast-forward"
            text={t('cronJobs.runNow')}
            disabled={job.running}
            onClick={() => void act(store.runNow(job), () => snackbar.show(t('cronJobs.runStarted', { name: job.name }), { intent: 'success' }))}
            data-testid="cron-job-run"
          />
        </ButtonGroup>
      ),
      width: 310,
    },
    {
      key: 'state',
      header: t('cronJobs.columns.state'),
      cell: (job) => (
        <>
          <Tag minimal intent={job.state === 'active' ? 'success' : 'none'} data-testid="cron-job-state">
            {t(`cronJobs.states.${job.state}`)}
          </Tag>{' '}
          {job.running && (
            <Tag minimal intent="primary" icon="refresh" data-testid="cron-job-running">
              {t('cronJobs.running')}
            </Tag>
          )}
        </>
      ),
      width: 160,
    },
    {
      key: 'pattern',
      header: t('cronJobs.columns.pattern'),
      cell: (job) => {
        const words = cronInWords(job.pattern, i18n.language);
        return (
          <span title={words}>
            <Code data-testid="cron-job-pattern">{job.pattern}</Code> {words}
          </span>
        );
      },
      width: 280,
    },
    { key: 'lastExecution', header: t('cronJobs.columns.lastExecution'), cell: (job) => <span data-testid="cron-job-last">{time(job.lastExecution)}</span>, width: 170 },
    { key: 'nextExecution', header: t('cronJobs.columns.nextExecution'), cell: (job) => <span data-testid="cron-job-next">{time(job.nextExecution)}</span>, width: 170 },
  ];

  return (
    <Card className="ac-cron-jobs" data-testid="cron-jobs-page">
      <Callout icon="info-sign">{t('cronJobs.utc')}</Callout>
      {store.list ? <DataTableGrid items={store.list} columns={columns} onRowClick={store.select} /> : <Spinner />}
      {store.selected && <CronJobRuns job={store.selected} />}
      <CronPatternDialog
        job={editing}
        onSave={async (job, pattern) => {
          await store.setPattern(job, pattern);
          setEditing(undefined);
          notify.success('updated');
        }}
        onError={(error) => notify.failure(error as Error)}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
});

export default CronJobsPage;
