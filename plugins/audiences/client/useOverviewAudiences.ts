import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../core/client/api';
import { useConsole } from '../../../core/client/app';
import type { Audience } from '../common/Audience';
import { audiencePaths } from '../common/audiencePaths';

/**
 * The caller's audience tree named in the interface language (GET getAllAudiences with the
 * locale), asked each time the overview opens so a taxonomy change shows at once. Not
 * getAudiences: the console's filter bar may be loading it, and the API kernel refuses an
 * identical running request. A failure shows in the red snackbar that stays (management §8).
 */
export function useOverviewAudiences(): Audience[] | undefined {
  const { api, snackbar } = useConsole();
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const [audiences, setAudiences] = useState<Audience[]>();
  useEffect(() => {
    const controller = new AbortController();
    api.get<Audience[]>(audiencePaths.getAllAudiences, { query: { locale }, signal: controller.signal }).then(setAudiences, (error: ApiError) => {
      if (error.cancelled) return;
      setAudiences([]);
      snackbar.show(error.message, { intent: 'danger', timeout: 0 });
    });
    return () => controller.abort();
  }, [api, snackbar, locale]);
  return audiences;
}
