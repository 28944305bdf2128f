import type { FilterValuesApi } from '../../../core/common/filter';
import type { Audience } from '../common/Audience';
import { audiencePaths } from '../common/audiencePaths';

const lists = new WeakMap<FilterValuesApi, Promise<Audience[]>>();

/**
 * The caller's audience tree (getAudiences), asked once per console (keyed by its API kernel) and
 * shared by everything that shows it: the filter bar's audience values and, through the audiences
 * contract, the AudienceGrowthCard. Asked by each, the realtime dashboard asked twice, and the
 * second request, while the first ran, was refused as a duplicate. A failure is forgotten, so the
 * next asker tries again.
 */
export function loadAudiences(api: FilterValuesApi): Promise<Audience[]> {
  let list = lists.get(api);
  if (!list) {
    list = api.get<Audience[]>(audiencePaths.getAudiences);
    lists.set(api, list);
    list.catch(() => lists.delete(api));
  }
  return list;
}

/**
 * The taxonomy changed (the tree manager created, renamed or deleted an audience): the next asker
 * loads the tree again, so the filter bar's audience values show the change without a restart.
 */
export function forgetAudiences(api: FilterValuesApi): void {
  lists.delete(api);
}
