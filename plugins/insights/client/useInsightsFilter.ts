import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConsole } from '../../../core/client/app';
import { useUrlFilterExit } from '../../../core/client/filter';
import { dateRangeRules } from '../../../core/common/dateRange';
import { urlTermFields } from '../../../core/common/filter';
import { InsightsFilterStore } from './InsightsFilterStore';

/**
 * An insights page's filter store for a page whose ranges may span at most `maxRange` days:
 * made once, loaded on entry with the URL's temporary filters (read once, as on realtime), which
 * leave the URL with temporary mode.
 */
export function useInsightsFilter(maxRange: number): InsightsFilterStore {
  const { api, registry } = useConsole();
  const [params] = useSearchParams();
  // The URL is read once, on entry (FB-02): the query the page opened with, kept.
  const [entryParams] = useState(params);
  const [store] = useState(() => new InsightsFilterStore(api, dateRangeRules(maxRange), urlTermFields(registry.filterFields)));
  useEffect(() => {
    void store.load(entryParams);
  }, [store, entryParams]);
  useUrlFilterExit(store);
  return store;
}
