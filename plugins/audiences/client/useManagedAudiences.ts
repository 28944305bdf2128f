import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../core/client/api';
import { useConsole } from '../../../core/client/app';
import type { Audience } from '../common/Audience';
import { audiencePaths } from '../common/audiencePaths';

export interface ManagedAudiences {
  /** The caller's taxonomy in the interface language (getAllAudiences with the locale, TM-11); undefined while loading. */
  audiences?: Audience[];
  /** The ids the caller may change (edit, image, delete; GET changeable). */
  changeable: ReadonlySet<number>;
  error?: ApiError;
  /** Loads both again (after a create, update or delete). */
  reload(): void;
}

/** The tree manager's data: the taxonomy and which of it the caller may change, loaded together. */
export function useManagedAudiences(): ManagedAudiences {
  const { api } = useConsole();
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const [loads, setLoads] = useState(0);
  const [state, setState] = useState<Omit<ManagedAudiences, 'reload'>>({ changeable: new Set() });
  useEffect(() => {
    let live = true;
    Promise.all([api.get<Audience[]>(audiencePaths.getAllAudiences, { query: { locale } }), api.get<number[]>(audiencePaths.changeable)]).then(
      ([audiences, changeable]) => live && setState({ audiences, changeable: new Set(changeable) }),
      (error: ApiError) => live && setState((before) => ({ ...before, error })),
    );
    return () => {
      live = false;
    };
  }, [api, locale, loads]);
  const reload = useCallback(() => setLoads((n) => n + 1), []);
  return { ...state, reload };
}
