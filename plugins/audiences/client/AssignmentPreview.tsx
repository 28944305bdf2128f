import { Button, Checkbox, ProgressBar } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../core/client/i18n';
import type { AssignStore } from './AssignStore';

/**
 * Before saving (issue 16): how many visitors of the last 30 days the rule matched
 * (previewAssignment), whether assigning applies the rule to them too (applyToPast), and the
 * progress of the past assignments that started.
 */
export const AssignmentPreview = observer(function AssignmentPreview({ store, disabled }: { store: AssignStore; disabled: boolean }) {
  const { t } = useTranslation('audiences');
  const count = useFormat().managementNumber;
  const running = store.pastAssignments.filter((job) => job.state === 'running');
  return (
    <div className="ac-assign-preview" data-testid="assign-preview">
      <Button icon="people" text={t('assign.preview.ask')} loading={store.previewing} disabled={disabled} onClick={() => void store.loadPreview()} data-testid="assign-preview-ask" />
      {store.preview !== undefined && <span data-testid="assign-preview-visitors">{t('assign.preview.visitors', { count: store.preview, formatted: count(store.preview) })}</span>}
      <Checkbox label={t('assign.preview.applyToPast')} checked={store.applyToPast} disabled={disabled} onChange={(event) => store.setApplyToPast(event.currentTarget.checked)} data-testid="assign-apply-to-past" />
      {running.map((job) => (
        <div key={job.id} className="ac-assign-preview-job" data-testid="assign-past-progress">
          <span>{t('assign.preview.running')}</span>
          <ProgressBar value={job.progress} stripes={false} />
        </div>
      ))}
    </div>
  );
});
