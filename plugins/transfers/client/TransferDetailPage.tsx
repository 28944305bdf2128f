import { Button, Card, H3, H5, Spinner, Switch, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate, useParams } from 'react-router';
import { useConsole } from '../../../core/client/app';
import { usePluginContract } from '../../../core/client/contracts';
import { ConfirmDialog, useManagementSnackbar } from '../../../core/client/widgets';
import type { TransferRow } from '../common/TransferRow';
import { transferRoutes } from '../common/transferRoutes';
import { TransferDetailStore } from './TransferDetailStore';
import { TransferWizard } from './TransferWizard';
import './transfers.css';

/**
 * /audiences/transfer/{id} (TR-20..TR-25): the transfer's name, date range and active switch, its
 * pixels (the pixels contract's AssignedPixels: title, triggered, approved; a click opens the
 * pixel dialog), its interests and properties, Edit (the wizard) and Delete after confirming.
 */
export default function TransferDetailPage() {
  const id = Number(useParams().id);
  // Another transfer's detail (back and forward between two) is a new page with a store of its own.
  return <TransferDetail key={id} id={id} />;
}

const TransferDetail = observer(function TransferDetail({ id }: { id: number }) {
  const { t } = useTranslation('transfers');
  const { api } = useConsole();
  const notify = useManagementSnackbar();
  const navigate = useNavigate();
  const { AssignedPixels } = usePluginContract('pixels');
  const { loadAudiences } = usePluginContract('audiences');
  const [store] = useState(() => new TransferDetailStore(api, id, { ...notify, toList: () => navigate(transferRoutes.list) }));
  const [deleting, setDeleting] = useState(false);
  useEffect(() => {
    void store.load();
    void store.nameAudiences(loadAudiences);
  }, [store, loadAudiences]);

  const transfer = store.transfer;
  if (!transfer) return <Spinner className="ac-page-spinner" />;
  const audiences = (ids: number[], testId: string) => (
    <div className="ac-transfer-audiences" data-testid={testId}>
      {ids.length ? ids.map((audienceId) => <Tag key={audienceId} minimal>{store.audienceName(audienceId)}</Tag>) : <span className="bp6-text-muted">{t('detail.none')}</span>}
    </div>
  );
  return (
    <Card className="ac-transfer-detail" data-testid="transfer-detail">
      <H3 data-testid="transfer-name">{transfer.name}</H3>
      <p data-testid="transfer-dates">{dateRange(transfer, t)}</p>
      <Switch label={t('detail.active')} checked={transfer.active} disabled={store.toggling} onChange={(event) => void store.toggle(event.currentTarget.checked)} data-testid="transfer-active" />
      <H5>{t('detail.assignedPixels')}</H5>
      <AssignedPixels pixelIds={transfer.assignedPixels} />
      <H5>{t('detail.assignedInterests')}</H5>
      {audiences(transfer.assignedInterests, 'transfer-interests')}
      <H5>{t('detail.assignedProperties')}</H5>
      {audiences(transfer.assignedProperties, 'transfer-properties')}
      <div className="ac-transfer-actions">
        <Button icon="edit" text={t('detail.edit')} onClick={() => void store.edit()} data-testid="transfer-edit" />
        <Button icon="trash" intent="danger" text={t('detail.delete')} onClick={() => setDeleting(true)} data-testid="transfer-delete" />
      </div>
      <TransferWizard edited={store.edited} onClose={store.closeEditor} onSaved={() => void store.load()} />
      <ConfirmDialog isOpen={deleting} onConfirm={store.remove} onCancel={() => setDeleting(false)}>
        <p data-testid="transfer-delete-confirm">{t('detail.confirmDelete', { name: transfer.name })}</p>
      </ConfirmDialog>
    </Card>
  );
});

/** "start – end", or one open end (dates are optional, OP-53). */
function dateRange({ start_date: start, end_date: end }: Pick<TransferRow, 'start_date' | 'end_date'>, t: TFunction<'transfers'>): string {
  if (start && end) return t('detail.dates.range', { start, end });
  if (start) return t('detail.dates.from', { start });
  if (end) return t('detail.dates.until', { end });
  return t('detail.dates.none');
}
