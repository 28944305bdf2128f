import { Navigate, useLocation } from 'react-router';

/** Sends the visitor on to `to`, keeping the query and hash (a filter in the URL survives the redirect). */
export function RedirectRoute({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={{ pathname: to, search: location.search, hash: location.hash }} replace />;
}
