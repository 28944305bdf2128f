import { Button } from '@blueprintjs/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/client/api';
import { useConsole } from '../../../core/client/app';
import { ConfirmDialog, FormDialog, StaleUpdateCallout, staleUpdateMessage, useManagementSnackbar } from '../../../core/client/widgets';
import { ALL_DOMAINS } from '../../../core/common/entities';
import type { Ad } from '../common/Ad';
import { adActions } from '../common/adActions';
import { adPaths } from '../common/adPaths';
import { adSchema, adUpdateSchema } from '../common/adSchema';
import { duplicatedAdValues, editedAdValues, newAdValues, savedAdBody, type AdFormValues } from './adFormValues';
import { AdTabs } from './AdTabs';
import './ads.css';

/** What the dialog does (AD-10): create a new ad, edit a loaded one, or save a copy of a loaded one. */
export type AdDialogMode = { kind: 'create' } | { kind: 'edit' | 'duplicate'; ad: Ad };

export interface AdDialogProps {
  /** Closed when undefined. */
  mode: AdDialogMode | undefined;
  onClose(): void;
  /** An ad was created, changed, deleted or read again: the table loads again (AD-44's data-updated signal). */
  onChanged(): void;
}

/**
 * The ad dialog (management §2, §4), at most 1000 wide (OP-37): titled edit, create or duplicate
 * (AD-10), its tabs (AD-11), delete — an edit's, when the rules allow it, after a confirmation —
 * cancel and save (AD-12). Saving applies the dialog's rules (adjustedAd) and updates an ad with
 * an element_id (PUT), saves a copy through duplicate, or creates (AD-44). Refused fields stay on
 * their fields, in their tabs; a stale edit (409) offers Reload. Closing resets every field (AD-39).
 */
export function AdDialog({ mode, onClose, onChanged }: AdDialogProps) {
  const { t } = useTranslation('ads');
  const { api, auth } = useConsole();
  const notify = useManagementSnackbar();
  const [stale, setStale] = useState<string>();
  /** AD-45, OP-59: a save refused for another dynamic ad's questions or answers, with the conflicts to confirm. */
  const [conflicts, setConflicts] = useState<{ values: AdFormValues; lines: string[] }>();
  const submitted = useRef<AdFormValues>(undefined);
  const [deleting, setDeleting] = useState(false);
  const loaded = mode?.kind === 'create' ? undefined : mode?.ad;
  const editing = mode?.kind === 'edit' ? mode.ad : undefined;
  const initialValues = useMemo(() => {
    if (mode?.kind === 'edit') return editedAdValues(mode.ad);
    if (mode?.kind === 'duplicate') return duplicatedAdValues(mode.ad, t('copyOf'));
    return newAdValues();
  }, [mode, t]);

  // The caller's domains, and a loaded ad's own when it is none of them (an admin editing another's).
  const domains = useMemo(() => {
    const own = (auth.user?.domains ?? []).map(({ id, title }) => ({ id, title }));
    const current = loaded?.domain_id;
    return current === undefined || current === ALL_DOMAINS || own.some((d) => d.id === current) ? own : [...own, { id: current, title: `#${current}` }];
  }, [auth.user, loaded]);
  // AD-14, OP-56: sharing with organisations for a member of one holding viewOrganisationAds, or an admin.
  const member = (auth.user?.organisations.length ?? 0) > 0;
  const shares = (member && auth.can('viewOrganisationAds')) || auth.can('viewModuleAdmin');
  const organisations = shares ? (loaded?.common_organisations ?? auth.user?.organisations ?? []) : undefined;

  const close = () => {
    setStale(undefined);
    onClose();
  };
  const done = (text: 'created' | 'updated' | 'deleted') => {
    notify.success(text);
    onChanged();
    close();
  };
  const save = async (values: AdFormValues) => {
    submitted.current = values;
    const body = savedAdBody(values);
    if (values.element_id !== null) {
      await api.request('PUT', adPaths.update(values.element_id), { body });
      done('updated');
    } else {
      await api.post(mode?.kind === 'duplicate' ? adPaths.duplicate(mode.ad.id) : adPaths.create, body);
      done('created');
    }
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'dynamic_setup_exists' && submitted.current) {
      setConflicts({ values: submitted.current, lines: Object.values(error.fieldErrors).flat() });
      return;
    }
    const message = staleUpdateMessage(error);
    if (message) setStale(message);
    // Refused fields are already on their fields; anything else in the red snackbar.
    else if (!(error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)) notify.failure(error as Error);
  };
  const replace = async () => {
    const values = conflicts!.values;
    setConflicts(undefined);
    await save({ ...values, replace: true }).catch(failed);
  };
  const reload = async () => {
    const fresh = await api.get<Ad>(adPaths.show(editing!.id));
    onChanged();
    return editedAdValues(fresh);
  };
  const remove = async () => {
    try {
      await api.request('DELETE', adPaths.remove(editing!.id));
      setDeleting(false);
      done('deleted');
    } catch (error) {
      // AD-09: a failed delete is only logged.
      console.error('Deleting the ad failed', error);
      setDeleting(false);
    }
  };

  return (
    <>
      <FormDialog<AdFormValues>
        isOpen={mode !== undefined}
        title={t(`dialog.${mode?.kind ?? 'create'}`)}
        schema={editing ? adUpdateSchema : adSchema}
        initialValues={initialValues}
        onSubmit={save}
        onError={failed}
        onClose={close}
        testId="ad-dialog"
        secondaryActions={
          editing && adActions(editing, (rule) => auth.can(rule)).remove && <Button intent="danger" variant="minimal" icon="trash" text={t('delete')} onClick={() => setDeleting(true)} data-testid="ad-delete" />
        }
      >
        <StaleUpdateCallout message={stale} reload={reload} onReloaded={() => setStale(undefined)} />
        <AdTabs editing={editing} domains={domains} organisations={organisations} />
      </FormDialog>
      <ConfirmDialog isOpen={conflicts !== undefined} confirmLabel={t('replace')} onConfirm={replace} onCancel={() => setConflicts(undefined)}>
        <p>{t('replaceDynamic')}</p>
        <ul data-testid="ad-replace-conflicts">
          {conflicts?.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </ConfirmDialog>
      <ConfirmDialog isOpen={deleting} onConfirm={remove} onCancel={() => setDeleting(false)}>
        <p data-testid="ad-delete-confirm">{t('confirmDelete', { name: editing?.name ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}
