import { Button, Card, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormat } from '../../../core/client/i18n';
import { DataTable, type DataTableColumn } from '../../../core/client/widgets';
import type { TrackingListItem } from '../common/Tracking';
import { trackingDatatable } from '../common/trackingDatatable';
import { TrackingWizard } from './TrackingWizard';
import { useTrackingFilters } from './useTrackingFilters';
import { useTrackingLinks } from './useTrackingLinks';
import './trackings.css';

/**
 * /tracking/track-events: the trackings in a server-paged table (TK-01..TK-04: search chips, the
 * filter menu, the owner's e-mail for admins, a failed load in the red snackbar that stays), a row
 * opens its detail, the floating add button the wizard; a created tracking opens its detail (TK-16).
 */
export default function TrackingsPage() {
  const { t } = useTranslation('trackings');
  const format = useFormat();
  const navigate = useNavigate();
  const links = useTrackingLinks();
  const filters = useTrackingFilters();
  const [creating, setCreating] = useState(false);
  const day = (value: string | null) => (value === null ? '–' : format.day(value));

  const columns: DataTableColumn<TrackingListItem>[] = [
    { key: 'id', header: t('columns.id'), cell: (item) => item.id, width: 60 },
    // Admins see every organisation's trackings: whose each is.
    { key: 'email', header: t('columns.email'), cell: (item) => item.email ?? '', width: 200, permission: 'viewModuleAdmin' },
    { key: 'name', header: t('columns.name'), cell: (item) => item.name, width: 210 },
    { key: 'start_date', header: t('columns.start_date'), cell: (item) => day(item.start_date), width: 110 },
    { key: 'end_date', header: t('columns.end_date'), cell: (item) => day(item.end_date), width: 110 },
    { key: 'domain', header: t('columns.domain'), cell: (item) => (item.domain_id === 0 ? t('allDomains') : (item.domain ?? `#${item.domain_id}`)), width: 160 },
    { key: 'active', header: t('columns.active'), cell: (item) => <Tag minimal intent={item.active ? 'success' : 'none'}>{t(item.active ? 'states.active' : 'states.inactive')}</Tag>, width: 100 },
  ];

  return (
    <Card className="ac-trackings" data-testid="trackings-page">
      <DataTable id="trackings" table={trackingDatatable} columns={columns} filters={filters} onRowClick={(item) => navigate(links.detail(item.id))} />
      <Button className="ac-trackings-add" intent="primary" size="large" icon="plus" aria-label={t('add')} title={t('add')} onClick={() => setCreating(true)} data-testid="tracking-add" />
      <TrackingWizard edited={creating ? 'new' : undefined} onClose={() => setCreating(false)} onSaved={(id) => navigate(links.detail(id))} />
    </Card>
  );
}
