import { useEffect, useState } from 'react';
import type { ApiError } from '../../../core/client/api/ApiError';
import { useConsole } from '../../../core/client/app/ConsoleContext';
import type { Audience } from '../../audiences/common/Audience';
import { audiencePaths } from '../../audiences/common/audiencePaths';
import { analyticsAudiences } from '../common/audienceSelection';

/** The audiences list of the audiences plugin (GET getAudiences), without those hidden from analytics. */
export function useChooserAudiences(): { audiences?: Audience[]; error?: ApiError } {
  const { api } = useConsole();
  const [state, setState] = useState<{ audiences?: Audience[]; error?: ApiError }>({});
  useEffect(() => {
    let live = true;
    api.get<Audience[]>(audiencePaths.getAudiences).then(
      (audiences) => live && setState({ audiences: analyticsAudiences(audiences) }),
      (error: ApiError) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return state;
}
