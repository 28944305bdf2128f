import { Button, Card } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConsole } from '../../../core/client/app';
import { DataTable, type DataTableColumn } from '../../../core/client/widgets';
import { transferDatatable } from '../common/transferDatatable';
import { transferRoutes } from '../common/transferRoutes';
import type { TransferRow } from '../common/TransferRow';
import { TransferWizard } from './TransferWizard';
import { useTransferFilters } from './useTransferFilters';

/**
 * /audiences/transfer: the organisation's transfers in a server-paged table (TR-02..TR-07: id,
 * the owner's e-mail for admins, name, dates; search, filter menu), a row opens its detail, Create
 * opens the wizard and leads to the new transfer's detail (TR-17).
 */
export default function TransfersPage() {
  const { t } = useTranslation('transfers');
  const { auth } = useConsole();
  const navigate = useNavigate();
  const filters = useTransferFilters();
  const [creating, setCreating] = useState(false);
  const open = (id: number) => navigate(transferRoutes.detail(id));

  const columns: DataTableColumn<TransferRow>[] = [
    { key: 'id', header: t('columns.id'), cell: (r) => r.id, width: 80 },
    // Admins see every organisation's transfers: whose each is (management §6).
    { key: 'email', header: t('columns.email'), cell: (r) => r.email ?? '', width: 220, permission: 'viewModuleAdmin' },
    { key: 'name', header: t('columns.name'), cell: (r) => r.name, width: 320 },
    { key: 'start_date', header: t('columns.start_date'), cell: (r) => r.start_date ?? '', width: 140 },
    { key: 'end_date', header: t('columns.end_date'), cell: (r) => r.end_date ?? '', width: 140 },
  ];

  return (
    <Card className="ac-transfers" data-testid="transfers-page">
      <DataTable
        id="transfers"
        table={transferDatatable}
        columns={columns}
        filters={filters}
        onRowClick={(row) => open(row.id)}
        actions={auth.can('crudTransferAudiences') && <Button intent="primary" icon="add" text={t('create')} onClick={() => setCreating(true)} data-testid="transfer-create" />}
      />
      <TransferWizard edited={creating ? 'new' : undefined} onClose={() => setCreating(false)} onSaved={open} />
    </Card>
  );
}
