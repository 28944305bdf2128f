import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { useManagementSnackbar } from '../../../core/client/widgets';
import { AUDIENCE_TYPES, type Audience, type AudienceTypeId } from '../common/Audience';
import type { AudienceEntity } from '../common/AudienceEntity';
import { audiencePaths } from '../common/audiencePaths';
import { AudienceDeleteConfirm } from './AudienceDeleteConfirm';
import { AudienceImageDialog } from './AudienceImageDialog';
import { AudienceNameDialog, type AudienceNameTarget } from './AudienceNameDialog';
import { AudienceTreeCard } from './AudienceTreeCard';
import { forgetAudiences } from './loadAudiences';
import { useManagedAudiences } from './useManagedAudiences';
import './manageAudiences.css';

const TREES = [
  { typeId: AUDIENCE_TYPES.interest, title: 'manage.interests' },
  { typeId: AUDIENCE_TYPES.property, title: 'manage.properties' },
] as const;

const byId = (list: readonly Audience[], into = new Map<number, Audience>()): Map<number, Audience> => {
  for (const audience of list) byId(audience.children, into.set(audience.id, audience));
  return into;
};

/**
 * /audiences/manage-audiences (manageAudiences, crudAudiences): the taxonomy as one tree per type
 * (TM-02) of expandable panels (TM-03), the name dialog for create and edit (TM-04..06, TM-09) and
 * the delete confirmation (TM-07), with the §8 success texts (TM-12). After each change the trees
 * load again and the console's shared audience list is forgotten, so the filter bar and the cards
 * show the change at once.
 */
export default function ManageAudiencesPage() {
  const { t } = useTranslation('audiences');
  const { api, auth } = useConsole();
  const notify = useManagementSnackbar();
  const admin = auth.can('viewModuleAdmin');
  const { audiences, changeable, error, reload } = useManagedAudiences();
  const [target, setTarget] = useState<AudienceNameTarget>();
  const [deleting, setDeleting] = useState<Audience>();
  const nodes = useMemo(() => byId(audiences ?? []), [audiences]);

  const changed = () => {
    forgetAudiences(api);
    reload();
  };
  const edit = async (audience: Audience) => {
    try {
      const current = await api.get<AudienceEntity>(audiencePaths.show(audience.id));
      setTarget({ kind: 'edit', audience: current, parentText: current.parent_id === null ? undefined : nodes.get(current.parent_id)?.text });
    } catch (failure) {
      notify.failure(failure as Error);
    }
  };
  const [imageOf, setImageOf] = useState<Audience>();

  if (error) return <NonIdealState icon="error" description={error.message} />;
  if (!audiences) return <Spinner />;
  return (
    <div className="ac-manage-audiences" data-testid="manage-audiences">
      {TREES.map(({ typeId, title }) => (
        <AudienceTreeCard
          key={typeId}
          typeId={typeId}
          title={t(title)}
          roots={audiences.filter((audience) => audience.type_id === typeId)}
          admin={admin}
          changeable={changeable}
          onAddRoot={(type: AudienceTypeId) => setTarget({ kind: 'create', typeId: type })}
          onAddSub={(parent) => setTarget({ kind: 'create', typeId: parent.type_id, parent })}
          onEdit={(audience) => void edit(audience)}
          onEditImage={setImageOf}
          onDelete={setDeleting}
        />
      ))}
      <AudienceNameDialog target={target} admin={admin} onClose={() => setTarget(undefined)} onChanged={changed} />
      <AudienceDeleteConfirm audience={deleting} onClose={() => setDeleting(undefined)} onDeleted={changed} />
      <AudienceImageDialog
        audience={imageOf}
        onClose={() => setImageOf(undefined)}
        onSaved={() => {
          setImageOf(undefined);
          changed();
        }}
      />
    </div>
  );
}
