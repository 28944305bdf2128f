import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConsole } from '../../../core/client/app/ConsoleContext';
import { dateRangeRules } from '../../../core/common/dateRange/dateRangeRules';
import { InsightsFilterStore } from './InsightsFilterStore';

/**
 * An insights page's filter store for a page whose ranges may span at most `maxRange` days:
 * made once, loaded on entry with the URL's temporary filters (read once, as on realtime).
 */
export function useInsightsFilter(maxRange: number): InsightsFilterStore {
  const { api } = useConsole();
  const [params] = useSearchParams();
  const [store] = useState(() => new InsightsFilterStore(api, dateRangeRules(maxRange)));
  useEffect(() => {
    void store.load(params);
    // The URL is read once, on entry (FB-02).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return store;
}
