import type { ComponentType } from 'react';
import type { CardFilterTerm } from '../../../core/client/grid';
import type { ResourceFilter } from '../../../core/client/resources';

/**
 * What the channels plugin offers the plugins that require it (its manifest's contract): the
 * channel list of a filter, read with `usePluginContract('channels')`.
 */
export interface ChannelsContract {
  /**
   * The filter's channels (users/channels) with title, path, users and page views; a click
   * filters by the channel (CC-01, CX-04). Without data, a hint leads to the channels page (CC-02).
   */
  ChannelsList: ComponentType<{ filter: ResourceFilter; onFilter?: (term: CardFilterTerm) => void }>;
}

declare module '../../../core/common/plugin/PluginContracts' {
  interface PluginContracts {
    channels: ChannelsContract;
  }
}
