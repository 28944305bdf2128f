import { Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useConsole } from '../app/ConsoleContext';
import type { LoginState } from '../router/RequireSession';
import { prefetchRoutePage } from './prefetchRoutePage';

// The form (formik, yup) is its own chunk: a returning user with a session never needs it.
const LoginPage = lazy(() => import('./LoginPage').then((m) => ({ default: m.LoginPage })));

/** /login and /: the form while logged out; once logged in, the pending target or /dashboard (SH-10). */
export const LoginRoute = observer(function LoginRoute() {
  const { auth, registry } = useConsole();
  const location = useLocation();
  if (auth.status === 'checking') return <Spinner className="ac-page-spinner" />;
  const from = (location.state as LoginState | null)?.from;
  const target = from && from !== '/login' ? from : '/dashboard';
  if (auth.loggedIn) return <Navigate to={target} replace />;
  return (
    <Suspense fallback={<Spinner className="ac-page-spinner" />}>
      <LoginPage onSubmit={() => prefetchRoutePage(registry, target)} />
    </Suspense>
  );
});
