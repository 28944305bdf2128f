import { reaction } from 'mobx';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FilterModeStore } from './FilterModeStore';

/**
 * When temporary mode ends — exit, save, or its last temporary filter removed (FB-17..FB-19) —
 * the filter parameters that started it leave the URL (replacing the history entry), so a
 * reload shows the filter in force instead of entering temporary mode again. Other parameters
 * and the hash stay.
 */
export function useUrlFilterExit(store: Pick<FilterModeStore, 'mode' | 'urlParams'>): void {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location);
  current.current = location;
  useEffect(
    () =>
      reaction(
        () => store.mode,
        (mode, previous) => {
          if (previous !== 'temporary' || mode !== 'normal') return;
          const { pathname, search, hash } = current.current;
          const params = new URLSearchParams(search);
          if (!store.urlParams.some((name) => params.has(name))) return;
          for (const name of store.urlParams) params.delete(name);
          const rest = params.toString();
          void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
        },
      ),
    [store, navigate],
  );
}
