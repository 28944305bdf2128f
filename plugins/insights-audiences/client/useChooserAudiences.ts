import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../core/client/api';
import { useConsole } from '../../../core/client/app';
import type { Audience } from '../../audiences/common/Audience';
import { audiencePaths } from '../../audiences/common/audiencePaths';
import { analyticsAudiences } from '../common/audienceSelection';

/**
 * The audiences list of the audiences plugin in the interface language (GET getAllAudiences
 * with the locale), without those hidden from analytics. Not getAudiences: the filter bar
 * loads that at the same moment, and the API kernel refuses an identical running request.
 */
export function useChooserAudiences(): { audiences?: Audience[]; error?: ApiError } {
  const { api } = useConsole();
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const [state, setState] = useState<{ audiences?: Audience[]; error?: ApiError }>({});
  useEffect(() => {
    let live = true;
    api.get<Audience[]>(audiencePaths.getAllAudiences, { query: { locale } }).then(
      (audiences) => live && setState({ audiences: analyticsAudiences(audiences) }),
      (error: ApiError) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [api, locale]);
  return state;
}
