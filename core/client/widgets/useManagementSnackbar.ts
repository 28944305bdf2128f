import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext';

/** Success texts of management §8 (core `snackbar.<key>`); a screen's own ones live in its plugin. */
export const SUCCESS_TEXTS = ['created', 'updated', 'deleted', 'stateChanged', 'imageAdded'] as const;
/** Failure texts of management §8; request timeout and unexpected error are the API kernel's own texts. */
export const FAILURE_TEXTS = ['saveError', 'modelNotFound', 'trackingError', 'transferError', 'noResultsFound', 'selectParentAudience'] as const;

type SuccessText = (typeof SUCCESS_TEXTS)[number];
type FailureText = (typeof FAILURE_TEXTS)[number];

/**
 * Shows the management texts in the console's snackbar: a success for the default 2 s (SH-29), a
 * failure red and persistent until closed (management §8: save error, table load failure). A
 * failure is one of the catalogue's texts or an error, whose message the API kernel has worded.
 */
export function useManagementSnackbar() {
  const { snackbar } = useConsole();
  const { t } = useTranslation('core');
  return useMemo(
    () => ({
      success: (text: SuccessText) => snackbar.show(t(`snackbar.${text}`), { intent: 'success' }),
      failure: (problem: FailureText | Error) => snackbar.show(problem instanceof Error ? problem.message : t(`snackbar.${problem}`), { intent: 'danger', timeout: 0 }),
    }),
    [snackbar, t],
  );
}
