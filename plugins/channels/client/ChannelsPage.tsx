import { Button, Card } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { ConfirmDialog, DataTable, useManagementSnackbar, type DataTableColumn } from '../../../core/client/widgets';
import type { Channel } from '../common/Channel';
import { channelDatatable } from '../common/channelDatatable';
import { channelPaths } from '../common/channelPaths';
import { ChannelDialog } from './ChannelDialog';
import { useChannelFilters } from './useChannelFilters';

/**
 * /account/channels: the organisation's channels in a server-paged table (CH-08, OP-65 columns;
 * the owner's e-mail for admins), a row opens its edit dialog, Add opens an empty one (CH-01),
 * delete asks first (CH-07, OP-74).
 */
export default function ChannelsPage() {
  const { api, snackbar } = useConsole();
  const notify = useManagementSnackbar();
  const { t, i18n } = useTranslation('channels');
  const filters = useChannelFilters();
  const [edited, setEdited] = useState<Channel | 'new'>();
  const [deleting, setDeleting] = useState<Channel>();
  /** Counts the changes made here: the table loads its page again after each. */
  const [changes, setChanges] = useState(0);
  const changed = () => setChanges((n) => n + 1);

  const remove = async (channel: Channel) => {
    try {
      await api.request('DELETE', channelPaths.remove(channel.id));
      snackbar.show(t('channelDeleted'), { intent: 'success' });
      changed();
    } catch (error) {
      notify.failure(error as Error);
    } finally {
      setDeleting(undefined);
    }
  };

  const columns: DataTableColumn<Channel>[] = [
    // Admins see every organisation's channels: whose each is (issue 14 tenancy).
    { key: 'email', header: t('columns.email'), cell: (c) => c.email ?? '', width: 220, permission: 'viewModuleAdmin' },
    { key: 'title', header: t('columns.title'), cell: (c) => c.title, width: 260 },
    { key: 'path', header: t('columns.path'), cell: (c) => c.path, width: 320 },
    { key: 'created_at', header: t('columns.created_at'), cell: (c) => new Date(c.created_at).toLocaleString(i18n.language), width: 200 },
    {
      key: 'delete',
      header: '',
      cell: (c) => <Button variant="minimal" size="small" icon="trash" aria-label={t('delete')} onClick={() => setDeleting(c)} data-testid="channel-delete" />,
      width: 60,
    },
  ];

  return (
    <Card className="ac-channels" data-testid="channels-page">
      <DataTable
        id="channels"
        table={channelDatatable}
        columns={columns}
        filters={filters}
        onRowClick={setEdited}
        refreshKey={changes}
        actions={<Button intent="primary" icon="add" text={t('add')} onClick={() => setEdited('new')} data-testid="channel-add" />}
      />
      <ChannelDialog edited={edited} onClose={() => setEdited(undefined)} onChanged={changed} />
      <ConfirmDialog isOpen={deleting !== undefined} onConfirm={() => remove(deleting!)} onCancel={() => setDeleting(undefined)}>
        <p data-testid="channel-delete-confirm">{t('confirmDelete', { title: deleting?.title ?? '' })}</p>
      </ConfirmDialog>
    </Card>
  );
}
