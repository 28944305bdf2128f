import { useTranslation } from 'react-i18next';
import type { CardProps } from '../../../core/client/grid/CardProps';
import { ResourceBody } from '../../../core/client/grid/ResourceBody';
import { useResource } from '../../../core/client/resources/useResource';
import { AnimatedCount } from '../../../core/client/widgets/AnimatedCount';
import { LineChart } from '../../../core/client/widgets/LineChart';
import { MinAvgMax } from '../../../core/client/widgets/MinAvgMax';
import type { HistogramPoint, TotalsReply } from '../../monitoring/common/monitoringReplies';
import type { UsersCardSettings } from '../common/usersCardSettings';
import './usersCard.css';

/** Px the chart keeps free above its plot for the count and min/avg/max laid over it. */
const FIGURES_BAND = 30;

const line = (points: HistogramPoint[] = []): [number, number][] => points.map((p) => [p.key, p.users]);

/** Users: active users now, today's users per 5 minutes against yesterday or last week, and min/avg/max of today. */
export default function UsersCard({ settings, filter, size }: CardProps<UsersCardSettings>) {
  const { t } = useTranslation('users-card');
  const users = useResource<TotalsReply>('users', filter);
  const today = useResource<HistogramPoint[]>('users/histogram', filter);
  const compared = useResource<HistogramPoint[]>('users/histogram', { ...filter, compare: settings.histogramCompare });
  const sections = [users, today, compared];

  const content = () => {
    return (
      <div className="ac-users-card" data-testid="users-card">
        <div className="ac-users-card-figures">
          <div className="ac-users-card-now">
            <AnimatedCount value={users.data?.users ?? 0} testId="active-users" />
            <span>{t('activeUsers')}</span>
          </div>
          <MinAvgMax values={(today.data ?? []).map((p) => p.users)} labels={{ min: t('min'), avg: t('avg'), max: t('max') }} />
        </div>
        <LineChart
          rows={size.h}
          top={FIGURES_BAND}
          series={[
            { name: t(`choices.${settings.histogramCompare}`), points: line(compared.data), secondary: true },
            { name: t('today'), points: line(today.data) },
          ]}
        />
      </div>
    );
  };
  return <ResourceBody states={sections}>{content}</ResourceBody>;
}
