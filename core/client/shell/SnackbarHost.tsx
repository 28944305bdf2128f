import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef } from 'react';
import { useConsole } from '../app/ConsoleContext';

// Blueprint's toaster and toasts are a chunk of their own, loaded with the first message.
const Snackbar = lazy(() => import('./Snackbar').then((m) => ({ default: m.Snackbar })));

/** Mounts the snackbar once there is a first message to show, and keeps it from then on. */
export const SnackbarHost = observer(function SnackbarHost() {
  const { snackbar } = useConsole();
  const needed = useRef(false);
  needed.current ||= snackbar.messages.length > 0;
  return needed.current ? (
    <Suspense fallback={null}>
      <Snackbar />
    </Suspense>
  ) : null;
});
