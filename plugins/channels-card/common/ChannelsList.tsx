import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../../../core/client/app/ConsoleContext';
import type { CardProps } from '../../../core/client/grid/CardProps';
import { ResourceBody } from '../../../core/client/grid/ResourceBody';
import { useCardCsv } from '../../../core/client/grid/useCardCsv';
import { useResource } from '../../../core/client/resources/useResource';
import { NumberList } from '../../../core/client/widgets/NumberList';
import type { ChannelUsersRow } from '../../channels/common/ChannelUsersRow';

/** The route where channels are set up, found by name so that its path may change (CC-02). */
const CHANNELS_ROUTE = 'channels';

/**
 * The filter's channels with title, path, users and page views; a click filters by the
 * channel: the ChannelsCard's content, also shown by the insights overview (texts in this
 * plugin's namespace). With `onCsvChange` the channels are offered as CSV.
 */
export function ChannelsList({ filter, onFilter, onCsvChange }: Pick<CardProps, 'filter' | 'onFilter' | 'onCsvChange'>) {
  const { t } = useTranslation('channels-card');
  const channels = useResource<ChannelUsersRow[]>('users/channels', filter);
  useCardCsv(onCsvChange, channels.data && [[t('csv.channel'), t('csv.title'), t('csv.path'), t('users'), t('pages')], ...channels.data.map((c) => [c.key, c.title, c.path, c.users, c.pages])]);

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
    return <NumberList rows={rows} texts={{ open: t('open'), expand: t('expand'), value: t('users'), secondValue: t('pages') }} />;
  };
  return (
    <div className="ac-channels-card" data-testid="channels-card">
      <ResourceBody states={[channels]}>{body}</ResourceBody>
    </div>
  );
}

/**
 * The empty state (CC-02, OP-71): a hint linking to the channels route, or the bare hint when
 * that route is absent (channels plugin disabled) or closed to the user (it would answer 403).
 */
function NoChannelData() {
  const { t } = useTranslation('channels-card');
  const { registry, auth } = useConsole();
  const route = registry.route(CHANNELS_ROUTE);
  const action = route && auth.can(route.permission) ? <Link to={route.path}>{t('setUpChannels')}</Link> : undefined;
  return <NonIdealState className="ac-no-data" icon="path-search" description={t('noChannelData')} action={action} />;
}
