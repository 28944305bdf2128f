import { useEffect, useState } from 'react';
import type { ApiError } from '../../../core/client/api';
import { useConsole } from '../../../core/client/app';
import type { Audience } from '../common/Audience';
import { loadAudiences } from './loadAudiences';

/**
 * The caller's audience tree (the console's one getAudiences list), undefined while loading or
 * when the caller may not read the taxonomy (readAudiences: asked anyway, the 403 would leave the
 * page). A failure is logged.
 */
export function useAudienceTree(): Audience[] | undefined {
  const { api, auth } = useConsole();
  const [tree, setTree] = useState<Audience[]>();
  const allowed = auth.can('readAudiences');
  useEffect(() => {
    if (!allowed) return;
    let live = true;
    loadAudiences(api).then(
      (audiences) => live && setTree(audiences),
      (error: ApiError) => console.error('Loading audiences failed:', error.code),
    );
    return () => {
      live = false;
    };
  }, [api, allowed]);
  return tree;
}
