import { Button, Callout } from '@blueprintjs/core';
import { useFormikContext, type FormikValues } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STALE_UPDATE } from '../../../common/entities';
import { ApiError } from '../../api/ApiError';
import { useManagementSnackbar } from '../useManagementSnackbar';

/** The message of a refused stale update (409: who changed the row and when, in the interface language); undefined for any other error. */
export function staleUpdateMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === STALE_UPDATE ? error.message : undefined;
}

export interface StaleUpdateCalloutProps<Values extends FormikValues> {
  /** The refused update's message (staleUpdateMessage); nothing shows without one. */
  message: string | undefined;
  /** Reads the row again: its current values with its current version. */
  reload(): Promise<Values>;
  /** The fresh values are in the form: the screen forgets the conflict. */
  onReloaded(): void;
}

/**
 * Inside an edit dialog (a FormDialog's children): a refused stale update's message and Reload,
 * which puts the row as it is now, with its version, into the form, so the next save is not
 * refused again (issue 14: no lost updates). A failed reload shows its error in the snackbar.
 */
export function StaleUpdateCallout<Values extends FormikValues>({ message, reload, onReloaded }: StaleUpdateCalloutProps<Values>) {
  const { t } = useTranslation('core');
  const form = useFormikContext<Values>();
  const snackbar = useManagementSnackbar();
  const [loading, setLoading] = useState(false);
  if (!message) return null;
  const load = async () => {
    setLoading(true);
    try {
      form.resetForm({ values: await reload() });
      onReloaded();
    } catch (error) {
      snackbar.failure(error as Error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Callout intent="warning" className="ac-stale-update" data-testid="stale-update">
      <p>{message}</p>
      <Button icon="refresh" text={t('forms.reload')} loading={loading} onClick={() => void load()} data-testid="stale-update-reload" />
    </Callout>
  );
}
