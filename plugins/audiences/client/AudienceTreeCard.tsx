import { Button, Card, H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { NoData } from '../../../core/client/widgets';
import type { Audience, AudienceTypeId } from '../common/Audience';
import { AudiencePanel, type AudienceActions } from './AudiencePanel';

export interface AudienceTreeCardProps extends AudienceActions {
  typeId: AudienceTypeId;
  /** The translated tree title: interests or properties. */
  title: string;
  /** The roots of this type. */
  roots: readonly Audience[];
  admin: boolean;
  changeable: ReadonlySet<number>;
  /** Add opens the name dialog for a new root audience of this type. */
  onAddRoot(typeId: AudienceTypeId): void;
}

/** One tree of the tree manager (TM-02): its type's root audiences as panels, and Add for a new root. */
export function AudienceTreeCard({ typeId, title, roots, admin, changeable, onAddRoot, ...actions }: AudienceTreeCardProps) {
  const { t } = useTranslation('audiences');
  return (
    <Card className="ac-audience-tree-card" data-testid={`audience-tree-${typeId}`}>
      <div className="ac-audience-tree-head">
        <H4>{title}</H4>
        <Button intent="primary" icon="add" text={t('manage.add')} onClick={() => onAddRoot(typeId)} data-testid="audience-add-root" />
      </div>
      {roots.length ? roots.map((audience) => <AudiencePanel key={audience.id} audience={audience} admin={admin} changeable={changeable} {...actions} />) : <NoData text={t('manage.empty')} />}
    </Card>
  );
}
