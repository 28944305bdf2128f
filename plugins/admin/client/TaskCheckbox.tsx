import { Checkbox } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { TaskManagerStore, TaskRow } from './TaskManagerStore';

export interface TaskCheckboxProps {
  store: TaskManagerStore;
  /** The task it ticks; without one it ticks the whole page (the header's box). */
  row?: TaskRow;
}

/**
 * A task's box, or the page's. An observer of its own: the table redraws its cells only when
 * the rows change, not when a box is ticked.
 */
export const TaskCheckbox = observer(function TaskCheckbox({ store, row }: TaskCheckboxProps) {
  const { t } = useTranslation('admin');
  if (row) {
    return <Checkbox className="ac-task-checkbox" checked={store.isSelected(row)} onChange={() => store.toggle(row)} aria-label={t('tasks.selectTask', { ref: row.ref })} data-testid="task-select" />;
  }
  const page = store.pageSelection;
  return (
    <Checkbox
      className="ac-task-checkbox"
      checked={page === 'all'}
      indeterminate={page === 'some'}
      disabled={!store.pageRows.length}
      onChange={store.togglePage}
      aria-label={t('tasks.selectPage')}
      data-testid="task-select-page"
    />
  );
});
