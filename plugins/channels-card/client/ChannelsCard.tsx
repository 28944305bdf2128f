import type { CardProps } from '../../../core/client/grid/CardProps';
import type { ChannelsCardSettings } from '../common/channelsCardSettings';
import { ChannelsList } from '../common/ChannelsList';

/** The active users' channels with title, path, users and page views; a click filters the dashboard by the channel. */
export default function ChannelsCard({ filter, onFilter, onCsvChange }: CardProps<ChannelsCardSettings>) {
  return <ChannelsList filter={filter} onFilter={onFilter} onCsvChange={onCsvChange} />;
}
