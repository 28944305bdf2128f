import { Button, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Tooltip } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '../../../core/client/widgets';
import type { DashboardStore } from './DashboardStore';

/** RG-07, RG-15..RG-18: select a dashboard; add, rename and delete with dialogs titled as their tooltips. */
export const DashboardSwitcher = observer(function DashboardSwitcher({ store }: { store: DashboardStore }) {
  const { t } = useTranslation('realtime');
  return (
    <div className="ac-dashboard-switcher" data-testid="dashboard-switcher">
      {/* RG-26: until one is stored (the default one failed to save), there is nothing to switch between. */}
      {store.dashboards.some((d) => d.id !== undefined) ? (
        <HTMLSelect value={store.currentIndex} onChange={(e) => store.select(Number(e.currentTarget.value))} aria-label={t('dashboard')} data-testid="dashboard-select">
          {store.dashboards.map((d, index) => (
            <option key={d.id ?? `new-${index}`} value={index}>
              {d.name}
            </option>
          ))}
        </HTMLSelect>
      ) : (
        <span data-testid="no-dashboards">{t('noDashboards')}</span>
      )}
      <Tooltip content={t('addDashboard')}>
        <Button variant="minimal" icon="add" aria-label={t('addDashboard')} onClick={() => store.openDialog('add')} data-testid="dashboard-add" />
      </Tooltip>
      {store.canRename && (
        <Tooltip content={t('renameDashboard')}>
          <Button variant="minimal" icon="edit" aria-label={t('renameDashboard')} onClick={() => store.openDialog('rename')} data-testid="dashboard-rename" />
        </Tooltip>
      )}
      {store.canDelete && (
        <Tooltip content={t('deleteDashboard')}>
          <Button variant="minimal" icon="trash" aria-label={t('deleteDashboard')} onClick={() => store.openDialog('delete')} data-testid="dashboard-delete" />
        </Tooltip>
      )}
      {(store.dialog === 'add' || store.dialog === 'rename') && <NameDialog store={store} mode={store.dialog} />}
      <TitledDialog isOpen={store.dialog === 'delete'} onClose={() => store.closeDialog()} title={t('deleteDashboard')} data-testid="dashboard-delete-dialog">
        <DialogBody>{t('deleteConfirm', { name: store.current?.name })}</DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('no')} onClick={() => store.closeDialog()} data-testid="dashboard-delete-no" />
              <Button intent="danger" text={t('yes')} onClick={() => void store.remove()} data-testid="dashboard-delete-yes" />
            </>
          }
        />
      </TitledDialog>
    </div>
  );
});

/** Add or rename: one name field; Enter saves (RG-18). */
const NameDialog = observer(function NameDialog({ store, mode }: { store: DashboardStore; mode: 'add' | 'rename' }) {
  const { t } = useTranslation('realtime');
  const [name, setName] = useState(mode === 'rename' ? (store.current?.name ?? '') : '');
  const [localError, setLocalError] = useState<string>();
  const title = t(mode === 'add' ? 'addDashboard' : 'renameDashboard');
  const error = localError ?? store.nameError;
  const save = () => {
    if (!name.trim()) return setLocalError(t('nameRequired'));
    setLocalError(undefined);
    void (mode === 'add' ? store.create(name) : store.rename(name));
  };
  return (
    <TitledDialog isOpen onClose={() => store.closeDialog()} title={title} data-testid="dashboard-name-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <DialogBody>
          <FormGroup label={t('name')} labelFor="dashboard-name" intent={error ? 'danger' : 'none'} helperText={error}>
            <InputGroup id="dashboard-name" autoFocus value={name} intent={error ? 'danger' : 'none'} onChange={(e) => setName(e.currentTarget.value)} data-testid="dashboard-name" />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('cancel')} onClick={() => store.closeDialog()} data-testid="dashboard-name-cancel" />
              <Button type="submit" intent="primary" text={t('save')} data-testid="dashboard-name-save" />
            </>
          }
        />
      </form>
    </TitledDialog>
  );
});
