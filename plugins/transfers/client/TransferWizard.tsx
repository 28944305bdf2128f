import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { usePluginContract } from '../../../core/client/contracts';
import { ControlField, DateField, staleUpdateMessage, TextField, useManagementSnackbar, WizardDialog, type WizardStep } from '../../../core/client/widgets';
import { AUDIENCE_TYPES } from '../../audiences/common/Audience';
import type { Transfer } from '../common/Transfer';
import { transferPaths } from '../common/transferPaths';
import { EARLIEST_TRANSFER_DAY, transferSchema, transferUpdateSchema, type TransferInput } from '../common/transferSchema';
import { latestTransferDay } from './latestTransferDay';
import { TRANSFER_STEPS, type TransferStepKey } from './transferSteps';

type EditedValues = TransferInput & { version: number };

const NEW_TRANSFER: TransferInput = { name: '', start_date: null, end_date: null, assignedAudiences: [], assignedPixels: [] };
const editedValues = (transfer: Transfer): EditedValues => ({
  name: transfer.name,
  start_date: transfer.start_date,
  end_date: transfer.end_date,
  assignedAudiences: transfer.assignedAudiences,
  assignedPixels: transfer.assignedPixels,
  version: transfer.version,
});

export interface TransferWizardProps {
  /** The transfer being edited (as `get for edit` answers it), 'new' to create one; closed when undefined. */
  edited: Transfer | 'new' | undefined;
  onClose(): void;
  /** Saved: the new transfer's id after a create (TR-17: its detail opens), the edited one's after an update. */
  onSaved(id: number): void;
}

/**
 * Create or edit a transfer in three steps (TR-08..TR-19, see transferSteps): its data; the
 * interests and properties it passes on (one assignedAudiences list, TR-16); its pixels. Checked
 * with the schema the server uses. A refused save opens and marks the step owning the field, and
 * any failed save shows "save error" in a red snackbar that stays (a stale edit, 409: who changed
 * it). A create leads to the new transfer's detail, an update closes the wizard.
 */
export function TransferWizard({ edited, onClose, onSaved }: TransferWizardProps) {
  const { t } = useTranslation('transfers');
  const { api } = useConsole();
  const notify = useManagementSnackbar();
  const { PixelPicker } = usePluginContract('pixels');
  const { AudiencePicker } = usePluginContract('audiences');
  const editing = edited === 'new' ? undefined : edited;

  const save = async (values: TransferInput | EditedValues) => {
    if (editing) {
      await api.request('PUT', transferPaths.update(editing.id), { body: values });
      notify.success('updated');
      onSaved(editing.id);
      onClose();
    } else {
      const { id } = await api.post<{ id: number }>(transferPaths.create, values);
      notify.success('created');
      onClose();
      onSaved(id);
    }
  };
  const failed = (error: unknown) => notify.failure(staleUpdateMessage(error) ? (error as Error) : 'saveError');

  const content: Record<TransferStepKey, ReactNode> = {
    data: (
      <>
        <TextField name="name" label={t('fields.name')} counter={50} autoFocus />
        <DateField name="start_date" label={t('fields.start_date')} minDate={EARLIEST_TRANSFER_DAY} maxDate={latestTransferDay()} />
        <DateField name="end_date" label={t('fields.end_date')} minDate={EARLIEST_TRANSFER_DAY} maxDate={latestTransferDay()} />
      </>
    ),
    inventory: (
      <ControlField<number[]> name="assignedAudiences" label={t('fields.assignedAudiences')}>
        {({ value, onChange, invalid }) => (
          <>
            <AudiencePicker typeId={AUDIENCE_TYPES.interest} value={value} onChange={onChange} invalid={invalid} label={t('fields.assignedInterests')} testId="transfer-interests" />
            <AudiencePicker typeId={AUDIENCE_TYPES.property} value={value} onChange={onChange} invalid={invalid} label={t('fields.assignedProperties')} testId="transfer-properties" />
          </>
        )}
      </ControlField>
    ),
    pixel: <ControlField<number[]> name="assignedPixels" label={t('fields.assignedPixels')}>{(control) => <PixelPicker {...control} />}</ControlField>,
  };
  const steps: WizardStep[] = TRANSFER_STEPS.map((step) => ({ title: t(`wizard.steps.${step.key}`), fields: step.fields, content: content[step.key] }));

  return (
    <WizardDialog<TransferInput | EditedValues>
      isOpen={edited !== undefined}
      title={t(editing ? 'wizard.editTitle' : 'wizard.createTitle')}
      mode={editing ? 'update' : 'create'}
      steps={steps}
      schema={editing ? transferUpdateSchema : transferSchema}
      initialValues={editing ? editedValues(editing) : NEW_TRANSFER}
      onSubmit={save}
      onError={failed}
      onClose={onClose}
      testId="transfer-wizard"
    />
  );
}

