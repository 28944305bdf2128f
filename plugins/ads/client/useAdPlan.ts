import { useEffect, useState } from 'react';
import { useConsole } from '../../../core/client/app';
import type { AdPlanUsage } from '../common/Ad';
import { adPaths } from '../common/adPaths';
import { adBlockerSuspected } from './adBlockerSuspected';

/** The ads page's plan: the organisation's usage once loaded; `blocked` when the call got no reply (AD-08). */
interface AdPlanState {
  usage?: AdPlanUsage;
  blocked: boolean;
}

/** GET plan (OP-60): the caller's organisation's plan and this month's ad views; a failure is logged. */
export function useAdPlan(): AdPlanState {
  const { api } = useConsole();
  const [state, setState] = useState<AdPlanState>({ blocked: false });
  useEffect(() => {
    let mounted = true;
    api.get<AdPlanUsage>(adPaths.plan).then(
      (usage) => mounted && setState({ usage, blocked: false }),
      (error: unknown) => {
        console.error('Loading the ads plan failed', error);
        if (mounted) setState({ blocked: adBlockerSuspected(error) });
      },
    );
    return () => {
      mounted = false;
    };
  }, [api]);
  return state;
}
