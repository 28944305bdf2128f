import { Alert, Button, Card, DialogBody, DialogFooter, FormGroup, HTMLSelect, HTMLTable, InputGroup, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { TitledDialog } from '../../../core/client/widgets';
import { ChannelsStore, PAGE_SIZES } from './ChannelsStore';
import './channels.css';

/** Spec widths (management §9): channel dialog 800, delete confirmation 300. */
const DIALOG_WIDTH = 800;
const CONFIRM_WIDTH = 300;

/** /account/channels: the organisation's channels (CH-01..CH-09, OP-65 columns, OP-74 confirmation). */
const ChannelsPage = observer(function ChannelsPage() {
  const { api, snackbar } = useConsole();
  const { t, i18n } = useTranslation('channels');
  const [store] = useState(() => new ChannelsStore(api, snackbar, t));
  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <Card className="ac-channels" data-testid="channels-page">
      <div className="ac-channels-toolbar">
        <Button intent="primary" icon="add" text={t('add')} onClick={() => store.openDialog()} data-testid="channel-add" />
      </div>
      {store.channels.length === 0 && !store.loading ? (
        <NonIdealState icon="path-search" title={t('empty')} data-testid="channels-empty" />
      ) : (
        <HTMLTable striped interactive style={{ width: '100%' }} data-testid="channels-table">
          <thead>
            <tr>
              <th>{t('columns.title')}</th>
              <th>{t('columns.path')}</th>
              <th>{t('columns.created_at')}</th>
              <th aria-label={t('delete')} />
            </tr>
          </thead>
          <tbody>
            {store.visible.map((channel) => (
              <tr key={channel.id} data-testid="channel-row" data-channel-id={channel.id}>
                <td>{channel.title}</td>
                <td>{channel.path}</td>
                <td>{new Date(channel.created_at).toLocaleString(i18n.language)}</td>
                <td style={{ textAlign: 'right' }}>
                  <Button variant="minimal" icon="trash" aria-label={t('delete')} onClick={() => store.askDelete(channel)} data-testid="channel-delete" />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <div className="ac-channels-pager" data-testid="channels-pager">
        <HTMLSelect value={store.pageSize} onChange={(e) => store.setPageSize(Number(e.currentTarget.value))} aria-label={t('pageSize')} data-testid="channels-page-size">
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </HTMLSelect>
        <Button variant="minimal" icon="chevron-left" disabled={store.page === 0} onClick={() => store.setPage(store.page - 1)} aria-label={t('previous')} />
        <span>{t('page', { page: store.page + 1, pages: store.pageCount })}</span>
        <Button variant="minimal" icon="chevron-right" disabled={store.page >= store.pageCount - 1} onClick={() => store.setPage(store.page + 1)} aria-label={t('next')} />
      </div>

      <TitledDialog isOpen={store.dialogOpen} onClose={() => store.closeDialog()} title={t('add')} style={{ width: DIALOG_WIDTH }} data-testid="channel-dialog">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void store.save();
          }}
        >
          <DialogBody>
            <FormGroup label={t('fields.title')} labelFor="channel-title" intent={store.errors.title ? 'danger' : 'none'} helperText={store.errors.title}>
              <InputGroup
                id="channel-title"
                autoFocus
                value={store.form.title}
                intent={store.errors.title ? 'danger' : 'none'}
                onChange={(e) => store.setField('title', e.currentTarget.value)}
                data-testid="channel-title"
              />
            </FormGroup>
            <FormGroup
              label={t('fields.path')}
              labelFor="channel-path"
              intent={store.errors.path ? 'danger' : 'none'}
              helperText={<span data-testid="channel-path-hint">{store.errors.path ?? t('pathHint')}</span>}
            >
              <InputGroup
                id="channel-path"
                placeholder="/sport"
                value={store.form.path}
                intent={store.errors.path ? 'danger' : 'none'}
                onChange={(e) => store.setField('path', e.currentTarget.value)}
                data-testid="channel-path"
              />
            </FormGroup>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('cancel')} onClick={() => store.closeDialog()} />
                <Button type="submit" intent="primary" text={t('save')} loading={store.saving} data-testid="channel-save" />
              </>
            }
          />
        </form>
      </TitledDialog>

      <Alert
        isOpen={store.deleting !== null}
        style={{ width: CONFIRM_WIDTH }}
        intent="danger"
        icon="trash"
        cancelButtonText={t('cancel')}
        confirmButtonText={t('delete')}
        onCancel={() => store.cancelDelete()}
        onConfirm={() => void store.confirmDelete()}
        className="ac-channel-delete-confirm"
      >
        <p data-testid="channel-delete-confirm">{t('confirmDelete', { title: store.deleting?.title ?? '' })}</p>
      </Alert>
    </Card>
  );
});

export default ChannelsPage;
