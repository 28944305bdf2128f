import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../../../core/client/app';
import { type CardFilterTerm, ResourceBody } from '../../../core/client/grid';
import { type ResourceFilter, useResource } from '../../../core/client/resources';
import { NumberList } from '../../../core/client/widgets';
import { channelResources } from '../common/channelResources';

/** This plugin's route where channels are set up, found by name so that its path may change (CC-02). */
const CHANNELS_ROUTE = 'channels';

/**
 * The filter's channels with title, path, users and page views; a click filters by the
 * channel. The channels contract offers it to the ChannelsCard and the insights overview.
 */
export function ChannelsList({ filter, onFilter }: { filter: ResourceFilter; onFilter?: (term: CardFilterTerm) => void }) {
  const { t } = useTranslation('channels');
  const channels = useResource(channelResources.usersChannels, filter);
  const body = () => {
    if (!channels.data?.length) return <NoChannelData />;
    const rows = channels.data.map((c) => ({
      key: String(c.key),
      label: c.title,
      detail: c.path,
      value: c.users,
      secondValue: c.pages,
      onSelect: onFilter && (() => onFilter({ field: 'channel', value: c.key, label: c.title })),
    }));
    return <NumberList rows={rows} texts={{ open: t('list.open'), expand: t('list.expand'), value: t('list.users'), secondValue: t('list.pages') }} />;
  };
  return (
    <div className="ac-channels-list" data-testid="channels-list">
      <ResourceBody states={[channels]}>{body}</ResourceBody>
    </div>
  );
}

/**
 * The empty state (CC-02, OP-71): a hint linking to the channels route, or the bare hint when
 * that route is closed to the user (it would answer 403) or absent from the registry.
 */
function NoChannelData() {
  const { t } = useTranslation('channels');
  const { registry, auth } = useConsole();
  const route = registry.route(CHANNELS_ROUTE);
  const action = route && auth.can(route.permission) ? <Link to={route.path}>{t('list.setUpChannels')}</Link> : undefined;
  return <NonIdealState className="ac-no-data" icon="path-search" description={t('list.noChannelData')} action={action} />;
}
