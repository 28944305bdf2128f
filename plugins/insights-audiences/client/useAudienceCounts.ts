import { useEffect, useState } from 'react';
import type { ApiError, ApiKernel } from '../../../core/client/api';
import { useConsole } from '../../../core/client/app';
import { INSIGHTS_COUNT_TIMEFRAME, type AudienceCounts } from '../../audiences/common/audienceCounts';
import { audiencePaths } from '../../audiences/common/audiencePaths';

export interface AudienceCountsState {
  visitors?: AudienceCounts;
  leads?: AudienceCounts;
  loading: boolean;
  error?: ApiError;
}

/** Requests in flight by body: the API kernel refuses an identical running request, so a quick re-select shares it. */
const inFlight = new Map<string, Promise<AudienceCounts>>();

function post(api: ApiKernel, path: string, body: object): Promise<AudienceCounts> {
  const key = `${path} ${JSON.stringify(body)}`;
  let request = inFlight.get(key);
  if (!request) {
    request = api.post<AudienceCounts>(path, body).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
  }
  return request;
}

/**
 * Visitors and leads of the last 30 days per audience (IA-06; POST getVisitorCount and
 * getLeadsCount with timeframe last30Days, API-41), within the filter's domain when one is set.
 */
export function useAudienceCounts(audienceIds: readonly number[], domain: unknown): AudienceCountsState {
  const { api } = useConsole();
  const [state, setState] = useState<AudienceCountsState>({ loading: true });
  const body = JSON.stringify({
    timeframe: INSIGHTS_COUNT_TIMEFRAME,
    missingAudienceIds: audienceIds,
    ...(domain !== undefined && domain !== '' ? { filters: { domain } } : {}),
  });
  useEffect(() => {
    let live = true;
    setState((was) => ({ ...was, loading: true, error: undefined }));
    const request = JSON.parse(body) as object;
    Promise.all([post(api, audiencePaths.getVisitorCount, request), post(api, audiencePaths.getLeadsCount, request)]).then(
      ([visitors, leads]) => live && setState({ visitors, leads, loading: false }),
      (error: ApiError) => live && setState({ loading: false, error }),
    );
    return () => {
      live = false;
    };
  }, [api, body]);
  return state;
}
