import { useState } from 'react';
import { useApiGet } from '../../../core/client/api';
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
  const [blocked, setBlocked] = useState(false);
  const usage = useApiGet<AdPlanUsage>(adPaths.plan, undefined, (error) => {
    console.error('Loading the ads plan failed', error);
    setBlocked(adBlockerSuspected(error));
  });
  return { usage, blocked };
}
