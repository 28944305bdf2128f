import { OverlayToaster, Toast } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useConsole } from '../app/ConsoleContext';

/** The snackbar (SH-29): every message of SnackbarStore as a toast with its own timeout. */
export const Snackbar = observer(function Snackbar() {
  const { snackbar } = useConsole();
  return (
    <OverlayToaster position="bottom">
      {snackbar.messages.map((m) => (
        <Toast key={m.key} message={m.message} intent={m.intent} timeout={m.timeout} onDismiss={() => snackbar.dismiss(m.key)} />
      ))}
    </OverlayToaster>
  );
});
