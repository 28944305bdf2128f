import { Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router';
import { useConsole } from '../app/ConsoleContext';
import type { LoginState } from '../router/RequireSession';
import { LoginPage } from './LoginPage';

/** /login and /: the form while logged out; once logged in, the pending target or /dashboard (SH-10). */
export const LoginRoute = observer(function LoginRoute() {
  const { auth } = useConsole();
  const location = useLocation();
  if (auth.status === 'checking') return <Spinner className="ac-page-spinner" />;
  if (auth.loggedIn) {
    const from = (location.state as LoginState | null)?.from;
    return <Navigate to={from && from !== '/login' ? from : '/dashboard'} replace />;
  }
  return <LoginPage />;
});
