import { Button, Card, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../core/client/i18n';
import { DataTable, type DataTableColumn } from '../../../core/client/widgets';
import type { Pixel } from '../common/Pixel';
import { pixelDatatable } from '../common/pixelDatatable';
import { PixelDialog } from './PixelDialog';
import { usePixelFilters } from './usePixelFilters';

/**
 * /pixel/manage: the organisation's pixels in a server-paged table (PX-01, PX-03: id, title, type,
 * approved, triggered, created at; the owner's e-mail for admins), searched after 500 ms, filtered
 * by type and approved. A row opens its edit dialog, Add an empty one (PX-02).
 */
export default function PixelsPage() {
  const { t, i18n } = useTranslation('pixels');
  const count = useFormat().managementNumber;
  const filters = usePixelFilters();
  const [edited, setEdited] = useState<Pixel | 'new'>();
  /** Counts the changes made here: the table loads its page again after each. */
  const [changes, setChanges] = useState(0);

  const columns: DataTableColumn<Pixel>[] = [
    { key: 'id', header: t('columns.id'), cell: (p) => p.id, width: 80 },
    // Admins see every organisation's pixels: whose each is.
    { key: 'email', header: t('columns.email'), cell: (p) => p.email ?? '', width: 220, permission: 'viewModuleAdmin' },
    { key: 'title', header: t('columns.title'), cell: (p) => p.title, width: 280 },
    { key: 'type', header: t('columns.type'), cell: (p) => t(`types.${p.type}`), width: 130 },
    {
      key: 'approved',
      header: t('columns.approved'),
      cell: (p) => (
        <Tag minimal intent={p.approved ? 'success' : 'warning'}>
          {t(p.approved ? 'yes' : 'no')}
        </Tag>
      ),
      width: 110,
    },
    { key: 'triggered', header: t('columns.triggered'), cell: (p) => count(p.triggered), width: 110 },
    { key: 'created_at', header: t('columns.created_at'), cell: (p) => new Date(p.created_at).toLocaleString(i18n.language), width: 200 },
  ];

  return (
    <Card className="ac-pixels" data-testid="pixels-page">
      <DataTable
        id="pixels"
        table={pixelDatatable}
        columns={columns}
        filters={filters}
        onRowClick={setEdited}
        refreshKey={changes}
        actions={<Button intent="primary" icon="add" text={t('add')} onClick={() => setEdited('new')} data-testid="pixel-add" />}
      />
      <PixelDialog edited={edited} onClose={() => setEdited(undefined)} onChanged={() => setChanges((n) => n + 1)} />
    </Card>
  );
}
