import { Button, Card, Code, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { ColumnHeaderCell } from '@blueprintjs/table';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { ConfirmDialog, DataTableGrid, DataTablePager, useManagementSnackbar, type DataTableColumn } from '../../../core/client/widgets';
import { TaskCheckbox } from './TaskCheckbox';
import { TASK_PAGE_SIZES, TaskManagerStore, type TaskRow } from './TaskManagerStore';
import './taskManager.css';

const NANOS_PER_MS = 1_000_000;

/**
 * /admin/elastic-tasks: the long-running work of every server node (AP-07, AP-08) — slow
 * event-store queries, jobs, roll-ups, assignments, exports — longest running first, 25, 50 or
 * all a page (AP-11), read again every 2 s. Ticked tasks are killed after a confirmation (OP-74);
 * the snackbar says how many were cancelled or shows the error (AP-10).
 */
const TaskManagerPage = observer(function TaskManagerPage() {
  const { api, snackbar } = useConsole();
  const notify = useManagementSnackbar();
  const { t, i18n } = useTranslation('admin');
  const [store] = useState(() => new TaskManagerStore(api, (error) => notify.failure(error)));
  /** The tasks the open confirmation kills, as they were ticked when it opened. */
  const [confirming, setConfirming] = useState<string[]>();
  useEffect(() => store.tasks.poll(), [store]);

  const ms = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const columns: DataTableColumn<TaskRow>[] = [
    { key: 'select', header: t('tasks.selectPage'), cell: (task) => <TaskCheckbox store={store} row={task} />, width: 48 },
    { key: 'id', header: t('tasks.columns.id'), cell: (task) => <span data-testid="task-id">{task.ref}</span>, width: 150 },
    { key: 'node', header: t('tasks.columns.node'), cell: (task) => task.node, width: 130 },
    {
      key: 'type',
      header: t('tasks.columns.type'),
      cell: (task) => (
        <Tag minimal data-testid="task-type">
          {t(`tasks.types.${task.type}`)}
        </Tag>
      ),
      width: 110,
    },
    { key: 'action', header: t('tasks.columns.action'), cell: (task) => <Code data-testid="task-action">{task.action}</Code>, width: 200 },
    // A query's SQL as text (React escapes it), whole on hover.
    { key: 'description', header: t('tasks.columns.description'), cell: (task) => <span title={task.description} data-testid="task-description">{task.description}</span>, width: 360 },
    { key: 'parent', header: t('tasks.columns.parent'), cell: (task) => <span data-testid="task-parent">{task.parent_task_id ?? '–'}</span>, width: 150 },
    { key: 'started', header: t('tasks.columns.started'), cell: (task) => <span data-testid="task-started">{new Date(task.start_time_in_millis).toLocaleString(i18n.language)}</span>, width: 180 },
    { key: 'runningTime', header: t('tasks.columns.runningTime'), cell: (task) => <span data-testid="task-running-time">{ms.format(task.running_time_in_nanos / NANOS_PER_MS)} ms</span>, width: 130 },
  ];
  const headerCell = (column: DataTableColumn<TaskRow>) =>
    column.key === 'select' ? <ColumnHeaderCell name={column.header} nameRenderer={() => <TaskCheckbox store={store} />} /> : <ColumnHeaderCell name={column.header} />;

  const kill = async (refs: string[]) => {
    try {
      const { cancelled, missing } = await store.kill(refs);
      const ended = missing.length ? ` ${t('tasks.ended', { count: missing.length })}` : '';
      snackbar.show(`${t('tasks.cancelled', { count: cancelled.length })}${ended}`, { intent: 'success' });
    } catch (error) {
      notify.failure(error as Error);
    } finally {
      setConfirming(undefined);
    }
  };

  const table = () => {
    if (!store.rows) return <Spinner />;
    if (!store.rows.length) {
      return (
        <div data-testid="tasks-empty">
          <NonIdealState icon="tick-circle" title={t('tasks.empty')} description={t('tasks.emptyText')} />
        </div>
      );
    }
    return (
      <>
        <DataTableGrid items={store.pageRows} columns={columns} onRowClick={store.toggle} headerCell={headerCell} />
        <DataTablePager page={store.shownPage} itemsPerPage={store.pageSize} total={store.rows.length} pageSizes={TASK_PAGE_SIZES} onPage={store.setPage} onPageSize={store.setPageSize} />
      </>
    );
  };

  return (
    <Card className="ac-task-manager" data-testid="task-manager-page">
      <div className="ac-task-manager-toolbar">
        <Button intent="danger" icon="stop" text={t('tasks.killSelected')} disabled={!store.selected.length} onClick={() => setConfirming(store.selected)} data-testid="tasks-kill" />
        {store.selected.length > 0 && <span data-testid="tasks-selected">{t('tasks.selected', { count: store.selected.length })}</span>}
      </div>
      {table()}
      <ConfirmDialog isOpen={confirming !== undefined} confirmLabel={t('tasks.kill')} onConfirm={() => kill(confirming!)} onCancel={() => setConfirming(undefined)}>
        {t('tasks.confirm', { count: confirming?.length ?? 0 })}
      </ConfirmDialog>
    </Card>
  );
});

export default TaskManagerPage;
