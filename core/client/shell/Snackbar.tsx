import { OverlayToaster, Toast } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/ConsoleContext';

/**
 * The snackbar (SH-29): every message of SnackbarStore as a toast with its own timeout. Its
 * close button is the toast's action (which dismisses it): the one Blueprint draws is labelled
 * "Close" with no prop to word it in the interface language.
 */
export const Snackbar = observer(function Snackbar() {
  const { snackbar } = useConsole();
  const { t } = useTranslation('core');
  const close = { icon: 'cross' as const, ...{ 'aria-label': t('blueprint.close') } };
  return (
    <OverlayToaster position="bottom">
      {snackbar.messages.map((m) => (
        <Toast key={m.key} message={m.message} intent={m.intent} timeout={m.timeout} isCloseButtonShown={false} action={close} onDismiss={() => snackbar.dismiss(m.key)} />
      ))}
    </OverlayToaster>
  );
});
