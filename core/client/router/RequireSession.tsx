import { Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useConsole } from '../app/ConsoleContext';

/** Where the login page returns to after a successful login. */
export interface LoginState {
  from?: string;
}

/**
 * Everything but /login needs a session: a logged-out visitor goes to /login with the query
 * kept (RT-03) and comes back to the requested route after logging in.
 */
export const RequireSession = observer(function RequireSession() {
  const { auth } = useConsole();
  const location = useLocation();
  const { t } = useTranslation('core');
  if (auth.status === 'checking') return <Spinner className="ac-page-spinner" aria-label={t('blueprint.loading')} />;
  if (!auth.loggedIn) {
    const state: LoginState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={{ pathname: '/login', search: location.search }} replace state={state} />;
  }
  return <Outlet />;
});
