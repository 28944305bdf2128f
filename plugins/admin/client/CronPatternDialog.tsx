import { useTranslation } from 'react-i18next';
import type { CronJob } from '../../../core/common/jobs';
import { FormDialog, TextField } from '../../../core/client/widgets';
import { cronPatternFormSchema } from '../common/cronJobSchemas';
import { CronPatternPreview } from './CronPatternPreview';

export interface CronPatternDialogProps {
  /** The job whose pattern is set; closed when undefined. */
  job: CronJob | undefined;
  /** Sends setTime; a refused pattern (422) stays on the field. */
  onSave(job: CronJob, pattern: string): Promise<void>;
  /** Any refused save (AP-06: the error in the snackbar, beside the field). */
  onError(error: unknown): void;
  onClose(): void;
}

/** Set a job's pattern (AP-01): checked as a standard cron expression before it is sent (OP-61), shown in words with its next five runs. */
export function CronPatternDialog({ job, onSave, onError, onClose }: CronPatternDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <FormDialog
      isOpen={job !== undefined}
      title={t('cronJobs.setPatternOf', { name: job?.name ?? '' })}
      schema={cronPatternFormSchema}
      initialValues={{ pattern: job?.pattern ?? '' }}
      onSubmit={(values) => onSave(job!, values.pattern.trim())}
      onError={onError}
      onClose={onClose}
      testId="cron-pattern-form"
    >
      <TextField name="pattern" label={t('cronJobs.pattern')} hint={t('cronJobs.patternHint')} autoFocus />
      <CronPatternPreview />
    </FormDialog>
  );
}
