import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { ConfirmDialog, useManagementSnackbar } from '../../../core/client/widgets';
import type { Audience } from '../common/Audience';
import type { AudienceDeleteImpact } from '../common/AudienceEntity';
import { audiencePaths } from '../common/audiencePaths';

export interface AudienceDeleteConfirmProps {
  /** The audience to delete; closed when undefined. */
  audience: Audience | undefined;
  onClose(): void;
  /** Deleted: the trees load again. */
  onDeleted(): void;
}

/**
 * The confirmation before deleting an audience (TM-07: the kit's 300 px ConfirmDialog). It opens
 * once the server has said what goes with it (deleteImpact: sub-audiences and mapping rules), so
 * the question names both counts; a failure to ask, or to delete, shows in the red snackbar.
 */
export function AudienceDeleteConfirm({ audience, onClose, onDeleted }: AudienceDeleteConfirmProps) {
  const { t } = useTranslation('audiences');
  const { api } = useConsole();
  const notify = useManagementSnackbar();
  const [impact, setImpact] = useState<AudienceDeleteImpact & { id: number }>();
  const refused = useEffectEvent((error: Error) => {
    notify.failure(error);
    onClose();
  });
  useEffect(() => {
    if (!audience) return;
    let live = true;
    api.get<AudienceDeleteImpact>(audiencePaths.deleteImpact(audience.id)).then(
      (counted) => live && setImpact({ id: audience.id, ...counted }),
      (error: Error) => live && refused(error),
    );
    return () => {
      live = false;
    };
  }, [api, audience]);
  const shown = audience && impact?.id === audience.id ? impact : undefined;

  const remove = async () => {
    try {
      await api.request('DELETE', audiencePaths.remove(audience!.id));
      notify.success('deleted');
      onDeleted();
    } catch (error) {
      notify.failure(error as Error);
    } finally {
      onClose();
    }
  };
  return (
    <ConfirmDialog isOpen={shown !== undefined} onConfirm={remove} onCancel={onClose}>
      <p data-testid="audience-delete-confirm">
        {t('manage.confirmDelete', { name: audience?.text ?? '' })} {shown && t('manage.deleteImpact', { subAudiences: t('manage.subAudiences', { count: shown.subAudiences }), rules: t('manage.rules', { count: shown.rules }) })}
      </p>
    </ConfirmDialog>
  );
}
