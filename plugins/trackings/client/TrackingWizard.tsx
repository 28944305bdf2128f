import { ALL_DOMAINS } from '../../../core/common/entities';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { DIALOG_WIDTHS, WizardDialog, staleUpdateMessage, useManagementSnackbar, type WizardStep } from '../../../core/client/widgets';
import { type TrackingValues } from '../common/Tracking';
import { trackingPaths } from '../common/trackingPaths';
import { trackingSchema, trackingUpdateSchema, type TrackingInput } from '../common/trackingSchema';
import { NEW_TRACKING } from './newTracking';
import { useTrackingCatalogue } from './useTrackingCatalogue';
import { TrackingDataStep } from './TrackingDataStep';
import { TrackingInventoryStep } from './TrackingInventoryStep';
import { TrackingPixelStep } from './TrackingPixelStep';
import { TRACKING_STEP_FIELDS, TRACKING_STEP_TITLES } from './trackingSteps';

/** A tracking being edited: its id, its values and version (GET edit) and its domain's title (null: all domains). */
export interface EditedTracking {
  id: number;
  values: TrackingValues;
  domain: string | null;
}

export interface TrackingWizardProps {
  /** 'new' to create one; closed when undefined. */
  edited: 'new' | EditedTracking | undefined;
  onClose(): void;
  /** Saved: the new tracking's id, or the edited one's. */
  onSaved(id: number): void;
}

/**
 * Create or edit a tracking in three steps (management §2, §4; TK-05..TK-17), 900 px wide, checked
 * with the schemas the server uses. A refused save shows the persistent red "save error" (a stale
 * edit: who changed it) and its field errors, opening the first step that owns one (WizardDialog).
 */
export const TrackingWizard = observer(function TrackingWizard({ edited, onClose, onSaved }: TrackingWizardProps) {
  const { t } = useTranslation('trackings');
  const { api, auth } = useConsole();
  const notify = useManagementSnackbar();
  const catalogue = useTrackingCatalogue();
  const editing = edited === 'new' ? undefined : edited;

  // The caller's domains, and an edited tracking's own when it is none of them (an admin editing another's).
  const domains = useMemo(() => {
    const own = (auth.user?.domains ?? []).map(({ id, title }) => ({ id, title }));
    const current = editing?.values.domain_id;
    return current === undefined || current === ALL_DOMAINS || own.some((d) => d.id === current) ? own : [...own, { id: current, title: editing?.domain ?? `#${current}` }];
  }, [auth.user, editing]);

  const save = async (values: TrackingInput | TrackingValues) => {
    if (editing) {
      await api.request('PUT', trackingPaths.update(editing.id), { body: values });
      notify.success('updated');
      onSaved(editing.id);
    } else {
      const { id } = await api.post<{ id: number }>(trackingPaths.create, values);
      notify.success('created');
      onSaved(id);
    }
  };
  const failed = (error: unknown) => {
    const stale = staleUpdateMessage(error);
    if (stale) notify.failure(new Error(stale));
    else notify.failure('saveError');
  };

  const contents = [<TrackingDataStep key="data" domains={domains} />, <TrackingInventoryStep key="inventory" catalogue={catalogue} domains={domains} />, <TrackingPixelStep key="pixels" />];
  const steps: WizardStep[] = TRACKING_STEP_TITLES.map((title, index) => ({ title: t(`wizard.steps.${title}`), fields: TRACKING_STEP_FIELDS[index], content: contents[index] }));

  return (
    <WizardDialog<TrackingInput | TrackingValues>
      isOpen={edited !== undefined}
      title={t(editing ? 'edit' : 'add')}
      steps={steps}
      mode={editing ? 'update' : 'create'}
      schema={editing ? trackingUpdateSchema : trackingSchema}
      initialValues={editing ? editing.values : NEW_TRACKING}
      onSubmit={save}
      onError={failed}
      onClose={onClose}
      width={DIALOG_WIDTHS.tracking}
      testId="tracking-wizard"
    />
  );
});
