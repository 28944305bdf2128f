import { useEffect, useState } from 'react';
import { useConsole } from '../../../../core/client/app/ConsoleContext';
import type { ValueOption } from './AddFilterStore';
import type { FilterOptions } from './FilterBar';
import { CHANNELS_RESOURCE, loadAudienceOptions, loadChannelOptions } from './filterValues';

/**
 * The audience and channel values of the add-filter form, loaded once per page. A refused list
 * call would send the user to the 403 page: only what the user may read is asked for, and
 * channels only when an enabled plugin provides the channels data set.
 */
export function useFilterOptions(): FilterOptions {
  const { api, auth, registry } = useConsole();
  const [options, setOptions] = useState<FilterOptions>({ audience: [], channel: [] });
  useEffect(() => {
    let live = true;
    const none = Promise.resolve<ValueOption[]>([]);
    void Promise.all([auth.can('getAudiences') ? loadAudienceOptions(api) : none, registry.plugins.some((p) => p.resources?.includes(CHANNELS_RESOURCE)) ? loadChannelOptions(api) : none]).then(
      ([audience, channel]) => live && setOptions({ audience, channel }),
    );
    return () => {
      live = false;
    };
  }, [api, auth, registry]);
  return options;
}
