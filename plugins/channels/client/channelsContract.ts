import type { ChannelsContract } from '../common/channelsContract';
import { ChannelsList } from './ChannelsList';

/** The channels contract (the manifest's `contract`), loaded before a page or card of a plugin requiring channels renders. */
const channelsContract: ChannelsContract = { ChannelsList };

export default channelsContract;
