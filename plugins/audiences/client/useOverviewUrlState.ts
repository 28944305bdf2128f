import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readOverviewState, writeOverviewState, type OverviewState } from './overviewState';

/**
 * The overview's state in the query string, as the kit's tables keep theirs: each change is a
 * history entry, so browser back undoes it — after a drill-down, back steps up one breadcrumb
 * level and stays on the page (AO-08).
 */
export function useOverviewUrlState(): { state: OverviewState; setState(next: OverviewState): void; hrefOf(next: OverviewState): string } {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useRef(location);
  current.current = location;
  const state = useMemo(() => readOverviewState(new URLSearchParams(location.search)), [location.search]);
  /** The page's address showing `next`. */
  const hrefOf = useCallback((next: OverviewState) => {
    const { pathname, search } = current.current;
    const params = writeOverviewState(new URLSearchParams(search), next).toString();
    return `${pathname}${params ? `?${params}` : ''}`;
  }, []);
  const setState = useCallback((next: OverviewState) => void navigate(`${hrefOf(next)}${current.current.hash}`), [navigate, hrefOf]);
  return { state, setState, hrefOf };
}
