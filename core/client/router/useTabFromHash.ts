import { useLocation, useNavigate } from 'react-router';

/**
 * IA-09: the active tab of a page, read from the URL hash (`#pages`); an unknown or missing
 * hash means the first tab. Choosing a tab rewrites the hash in place, keeping the query. The
 * page mounts only the active tab, so only that tab's resources load (IA-08).
 */
export function useTabFromHash<T extends string>(tabs: readonly T[]): [T, (tab: T) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const hash = decodeURIComponent(location.hash.replace(/^#/, ''));
  const active = (tabs as readonly string[]).includes(hash) ? (hash as T) : tabs[0];
  const choose = (tab: T) => void navigate({ pathname: location.pathname, search: location.search, hash: `#${tab}` }, { replace: true });
  return [active, choose];
}
