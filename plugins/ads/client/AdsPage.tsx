import { Button, Card } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { useFormat } from '../../../core/client/i18n';
import { ConfirmDialog, DataTable, useManagementSnackbar, type DataTableColumn } from '../../../core/client/widgets';
import type { Ad, AdListItem } from '../common/Ad';
import { adActions } from '../common/adActions';
import { adDatatable } from '../common/adDatatable';
import { adPaths } from '../common/adPaths';
import { AdApprovalTag } from './AdApprovalTag';
import { AdDialog, type AdDialogMode } from './AdDialog';
import { adImageSrc } from './adImageSrc';
import { AdPlanNotice } from './AdPlanNotice';
import { AdRowActions } from './AdRowActions';
import { useAdFilters } from './useAdFilters';
import './ads.css';

/** PM-45: the external activity-log page of one ad (type and auditable id in its query). */
function activityLogUrl(base: string, auditableId: number): string {
  const url = new URL(base);
  url.searchParams.set('type', 'ad');
  url.searchParams.set('auditable_id', String(auditableId));
  return url.href;
}

/**
 * /campaigns/place-ads (management §2 Ads): the caller's ads in a server-paged table (AD-02 … AD-06:
 * id, image, owner e-mail, name, organisations, type, approval, CTA clicks, CTR, views, created at,
 * activity, actions; owners' columns with seesAdOwners, activity with viewAcitivityLog), the free
 * plan's notice (OP-60). Add opens the create dialog, a row its edit dialog (AD-05, loaded by id:
 * AD-40); duplicate loads the ad into a copy (AD-41); delete asks first, and a failure is only
 * logged (AD-09). A failed table load stays in a red snackbar (AD-07, the DataTable's).
 */
export default function AdsPage() {
  const { t, i18n } = useTranslation('ads');
  const { api, auth, links } = useConsole();
  const format = useFormat();
  const notify = useManagementSnackbar();
  const filters = useAdFilters();
  const [mode, setMode] = useState<AdDialogMode>();
  const [removing, setRemoving] = useState<AdListItem>();
  /** Counts the changes made here: the table loads its page again after each. */
  const [changes, setChanges] = useState(0);
  const changed = () => setChanges((n) => n + 1);

  const open = async (id: number, kind: 'edit' | 'duplicate') => {
    try {
      setMode({ kind, ad: await api.get<Ad>(adPaths.show(id)) });
    } catch (error) {
      notify.failure(error as Error);
    }
  };
  // A row opens its edit dialog when the rules allow the edit (management §5); saving would be refused otherwise.
  const edit = (ad: AdListItem) => {
    if (adActions(ad, (rule) => auth.can(rule)).edit) void open(ad.id, 'edit');
  };
  const remove = async () => {
    try {
      await api.request('DELETE', adPaths.remove(removing!.id));
      notify.success('deleted');
      changed();
    } catch (error) {
      // AD-09: a failed delete is only logged.
      console.error('Deleting the ad failed', error);
    } finally {
      setRemoving(undefined);
    }
  };

  const columns: DataTableColumn<AdListItem>[] = [
    { key: 'ad.id', header: t('columns.id'), cell: (ad) => ad.id, width: 70 },
    {
      key: 'image',
      header: t('columns.image'),
      cell: (ad) => {
        const src = adImageSrc(ad.image);
        return src ? <img className="ac-ad-thumbnail" src={src} alt="" referrerPolicy="no-referrer" /> : null;
      },
      width: 80,
      permission: 'seesAdOwners',
    },
    { key: 'email', header: t('columns.email'), cell: (ad) => ad.email ?? '', width: 200, permission: 'seesAdOwners' },
    { key: 'name', header: t('columns.name'), cell: (ad) => ad.name, width: 240 },
    { key: 'organisations', header: t('columns.organisations'), cell: (ad) => ad.organisations.map((o) => o.name).join(', '), width: 180, permission: 'seesAdOwners' },
    { key: 'type', header: t('columns.type'), cell: (ad) => t(`types.${ad.type}`), width: 100 },
    { key: 'approved', header: t('columns.approved'), cell: (ad) => <AdApprovalTag ad={ad} />, width: 130 },
    { key: 'cta_clicks', header: t('columns.cta_clicks'), cell: (ad) => format.number(ad.cta_clicks), width: 100 },
    // AD-03: the server's percent, shown with two decimals.
    { key: 'clickthrough_rate', header: t('columns.clickthrough_rate'), cell: (ad) => format.percent(ad.clickthrough_rate / 100), width: 90 },
    { key: 'views', header: t('columns.views'), cell: (ad) => format.number(ad.views), width: 100 },
    { key: 'ad.created_at', header: t('columns.created_at'), cell: (ad) => new Date(ad.created_at).toLocaleString(i18n.language), width: 180 },
    {
      key: 'activity',
      header: t('columns.activity'),
      cell: (ad) =>
        links.activityLog ? (
          <a href={activityLogUrl(links.activityLog, ad.auditInformation.auditable_id)} target="_blank" rel="noopener noreferrer" data-testid="ad-activity">
            {t('activity')}
          </a>
        ) : null,
      width: 100,
      permission: 'viewAcitivityLog',
    },
    { key: 'actions', header: t('columns.actions'), cell: (ad) => <AdRowActions ad={ad} onDuplicate={() => void open(ad.id, 'duplicate')} onDelete={() => setRemoving(ad)} />, width: 100 },
  ];

  return (
    <Card className="ac-ads" data-testid="ads-page">
      <AdPlanNotice />
      <DataTable
        id="ads"
        table={adDatatable}
        columns={columns}
        filters={filters}
        onRowClick={edit}
        refreshKey={changes}
        actions={<Button intent="primary" icon="add" text={t('add')} onClick={() => setMode({ kind: 'create' })} data-testid="ad-add" />}
      />
      <AdDialog mode={mode} onClose={() => setMode(undefined)} onChanged={changed} />
      <ConfirmDialog isOpen={removing !== undefined} onConfirm={remove} onCancel={() => setRemoving(undefined)}>
        <p data-testid="ad-delete-confirm">{t('confirmDelete', { name: removing?.name ?? '' })}</p>
      </ConfirmDialog>
    </Card>
  );
}
