import { Button, ButtonGroup, Callout, Card, Code, H4, Spinner, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { DataTableGrid, useManagementSnackbar, type DataTableColumn } from '../../../core/client/widgets';
import type { CronJob, CronJobs } from '../../../core/common/jobs';
import { adminPaths } from '../common/adminPaths';
import type { CronJobAction } from '../common/cronJobSchemas';
import { cronInWords } from './cronInWords';
import { CronJobRuns } from './CronJobRuns';
import { CronPatternDialog } from './CronPatternDialog';

/** The page follows runs started by patterns and by other admins. */
const REFRESH_MS = 5_000;

/**
 * /admin/manage/cron-jobs: the server's scheduled jobs (AP-01..AP-06) with their state, pattern in
 * words, last and next execution; start, stop, set pattern and run now; a job's last runs with
 * duration, outcome and error below the table (its row selects it). Errors show in the snackbar.
 */
export default function CronJobsPage() {
  const { api, snackbar } = useConsole();
  const notify = useManagementSnackbar();
  const { t, i18n } = useTranslation('admin');
  const [jobs, setJobs] = useState<CronJob[]>();
  const [selected, setSelected] = useState<string>();
  const [editing, setEditing] = useState<CronJob>();
  const [busy, setBusy] = useState<string>();

  // A read under way when an action's reply arrives read the rows before it: it is dropped, not shown over the reply.
  const changes = useRef(0);
  // A server that stays down is reported once, not at every poll, until a read succeeds again.
  const failing = useRef(false);
  const load = useCallback(async () => {
    const asOf = changes.current;
    try {
      const reply = await api.get<CronJobs>(adminPaths.getCronJobs);
      failing.current = false;
      if (asOf === changes.current) setJobs(Object.values(reply));
    } catch (error) {
      if (!failing.current) notify.failure(error as Error);
      failing.current = true;
    }
  }, [api, notify]);
  useEffect(() => {
    // A slow read is waited for: the API kernel refuses the same request while it runs.
    let reading: Promise<void> | undefined;
    const read = () => {
      reading ??= load().finally(() => (reading = undefined));
    };
    read();
    const timer = setInterval(read, REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  const replaced = (job: CronJob) => {
    changes.current += 1;
    setJobs((current) => current?.map((j) => (j.name === job.name ? job : j)));
  };
  const act = async (job: CronJob, send: () => Promise<CronJob>, success: () => void) => {
    setBusy(job.name);
    try {
      replaced(await send());
      success();
    } catch (error) {
      notify.failure(error as Error);
    } finally {
      setBusy(undefined);
    }
  };
  const manage = (job: CronJob, action: CronJobAction, pattern?: string) => api.get<CronJob>(adminPaths.manageCronJob, { query: { name: job.name, action, pattern } });
  const toggle = (job: CronJob) => act(job, () => manage(job, job.state === 'active' ? 'stop' : 'start'), () => notify.success('stateChanged'));
  const runNow = (job: CronJob) => act(job, () => api.post<CronJob>(adminPaths.runCronJob, { name: job.name }), () => snackbar.show(t('cronJobs.runStarted', { name: job.name }), { intent: 'success' }));

  const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '–');
  const columns: DataTableColumn<CronJob>[] = [
    { key: 'name', header: t('cronJobs.columns.name'), cell: (job) => <strong data-testid="cron-job-name">{job.name}</strong>, width: 220 },
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
      width: 170,
    },
    {
      key: 'pattern',
      header: t('cronJobs.columns.pattern'),
      cell: (job) => (
        <span title={cronInWords(job.pattern, i18n.language)}>
          <Code data-testid="cron-job-pattern">{job.pattern}</Code> {cronInWords(job.pattern, i18n.language)}
        </span>
      ),
      width: 360,
    },
    { key: 'lastExecution', header: t('cronJobs.columns.lastExecution'), cell: (job) => <span data-testid="cron-job-last">{time(job.lastExecution)}</span>, width: 190 },
    { key: 'nextExecution', header: t('cronJobs.columns.nextExecution'), cell: (job) => <span data-testid="cron-job-next">{time(job.nextExecution)}</span>, width: 190 },
    {
      key: 'actions',
      header: '',
      cell: (job) => (
        <ButtonGroup variant="minimal">
          <Button
            size="small"
            icon={job.state === 'active' ? 'stop' : 'play'}
            text={t(job.state === 'active' ? 'cronJobs.stop' : 'cronJobs.start')}
            loading={busy === job.name}
            onClick={() => void toggle(job)}
            data-testid="cron-job-toggle"
          />
          <Button size="small" icon="time" text={t('cronJobs.setPattern')} onClick={() => setEditing(job)} data-testid="cron-job-set-pattern" />
          <Button size="small" icon="fast-forward" text={t('cronJobs.runNow')} disabled={job.running} onClick={() => void runNow(job)} data-testid="cron-job-run" />
        </ButtonGroup>
      ),
      width: 330,
    },
  ];

  const shown = jobs?.find((job) => job.name === selected) ?? jobs?.[0];
  return (
    <Card className="ac-cron-jobs" data-testid="cron-jobs-page">
      <H4>{t('cronJobs.title')}</H4>
      <Callout icon="info-sign">{t('cronJobs.utc')}</Callout>
      {jobs ? <DataTableGrid items={jobs} columns={columns} onRowClick={(job) => setSelected(job.name)} /> : <Spinner />}
      {shown && <CronJobRuns job={shown} />}
      <CronPatternDialog
        job={editing}
        onSave={async (job, pattern) => {
          replaced(await manage(job, 'setTime', pattern));
          setEditing(undefined);
          notify.success('updated');
        }}
        onError={(error) => notify.failure(error as Error)}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
