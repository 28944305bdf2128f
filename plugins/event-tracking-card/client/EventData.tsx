import { Tag, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type CardFilterTerm, type CardProps, ResourceBody, useCardCsv } from '../../../core/client/grid';
import { EditableNickname, AnimatedCount, chartCsvRows, LineChart, NoData, NumberList, type NumberRow, untilNow, wallClockKey } from '../../../core/client/widgets';
import { useFormat } from '../../../core/client/i18n';
import { type ResourceFilter, useResource } from '../../../core/client/resources';
import { growthPercent } from '../../../core/common/format';
import type { cardNicknames } from '../../monitoring/common/cardNicknames';
import type { DataRow, HistogramPoint } from '../../monitoring/common/monitoringReplies';
import { monitoringResources } from '../../monitoring/common/monitoringResources';
import { pageLabels } from '../../monitoring/common/pageLabels';
import type { EventTrackingCardSettings } from '../common/eventTrackingCardSettings';
import { pagesChartRows, topPagesCount } from '../common/pagesLayout';

interface EventDataProps {
  settings: EventTrackingCardSettings;
  /** eventHistory's and eventHistogram's filter: the event, label, domain and time zone (CE-11). */
  filter: ResourceFilter;
  rows: number;
  onFilter?(term: CardFilterTerm): void;
  /** The view's event nicknames (RG-45): the event shows under its nickname and may be renamed. */
  nicknames: EventNicknames;
  onCsvChange?: CardProps['onCsvChange'];
}

type EventNicknames = ReturnType<typeof cardNicknames>;

/** Px the chart keeps free above its plot for the figures and the event's name laid over it. */
const FIGURES_BAND = 50;

const line = (points: HistogramPoint[] = []): [number, number][] => points.map((p) => [wallClockKey(p), p.eventCount]);

/**
 * One event's day: amount and sum today with the growth against the comparison (CE-12, CE-14),
 * 48 half-hour buckets against the same buckets of the comparison day (CE-13), and with
 * `enablePages` the event's top max(h − 4, 2) pages (CE-09). Mounted only while an event is
 * chosen, so clearing the event ends its loads and feeds (CE-06).
 */
export function EventData({ settings, filter, rows, onFilter, nicknames, onCsvChange }: EventDataProps) {
  const { t } = useTranslation('event-tracking-card');
  const format = useFormat();
  const compare = settings.histogramCompare;
  const history = useResource(monitoringResources.eventHistory, { ...filter, compare, count: settings.enablePages ? topPagesCount(rows) : 0 });
  const today = useResource(monitoringResources.eventHistogram, filter);
  const compared = useResource(monitoringResources.eventHistogram, { ...filter, compare });
  // CSV by UTC bucket start (the compared buckets keep today's starts): real times, not the chart's wall-clock axis.
  const utcLine = (points: HistogramPoint[]): [number, number][] => points.map((p) => [p.key, p.eventCount]);
  useCardCsv(onCsvChange, today.data && compared.data && [[t('csv.time'), t('today'), t(`choices.${compare}`)], ...chartCsvRows([utcLine(today.data), utcLine(compared.data)])]);

  const content = () => {
    const amount = history.data?.amount ?? 0;
    // CE-14: an undefined comparison base counts as 0.
    const growth = growthPercent(history.data?.compare?.amount ?? 0, amount);
    const pageLabel = pageLabels(history.data?.pages ?? []);
    const pageRow = (row: DataRow): NumberRow => ({
      key: `${row.domain ?? ''}${row.key}`,
      label: pageLabel(row),
      hint: row.href ?? row.key,
      value: row.doc_count,
      href: row.href,
      onSelect: onFilter && (() => onFilter({ field: 'page', value: row.key })),
    });
    const pages = history.data?.pages ?? [];
    const sofar = untilNow(today.data);
    return (
      <div className="ac-event-card-data" data-testid="event-card-data">
        <div className="ac-event-card-figures">
          <div className="ac-event-card-name" data-testid="event-card-name">
            <EditableNickname name={settings.event} nickname={nicknames.of(settings.event)} onSave={nicknames.rename && ((name) => nicknames.rename!(settings.event, name))} editLabel={t('rename')} />
            {settings.label && ` · ${settings.label}`}
          </div>
          <span>
            <AnimatedCount value={amount} testId="event-amount" /> {t('amount')}
          </span>
          <span>
            <AnimatedCount value={history.data?.sum ?? 0} testId="event-sum" /> {t('sum')}
          </span>
          <Tooltip content={t(`growth.${compare}`)}>
            <Tag minimal intent={growth === undefined || growth === 0 ? 'none' : growth > 0 ? 'success' : 'danger'} data-testid="event-growth">
              {growth === undefined ? '–' : `${growth > 0 ? '+' : ''}${format.percent(growth / 100)}`}
            </Tag>
          </Tooltip>
        </div>
        <LineChart
          rows={settings.enablePages ? pagesChartRows(rows) : rows}
          top={FIGURES_BAND}
          exportName="event-tracking"
          series={[
            { name: t(`choices.${compare}`), points: line(compared.data), secondary: true },
            { name: t('today'), points: line(sofar.points), open: sofar.open },
          ]}
        />
        {settings.enablePages && (
          <div className="ac-event-card-pages">
            {pages.length ? (
            <NumberList
              rows={pages.map(pageRow)}
              texts={{ open: t('openPage'), expand: t('expand') }}
              // showValuePercent: a page's share of the event's total today.
              formatValue={settings.showValuePercent ? (value) => format.percent(amount ? value / amount : 0) : undefined}
            />
            ) : (
              <NoData text={t('noPages')} />
            )}
          </div>
        )}
      </div>
    );
  };
  return <ResourceBody states={[history, today, compared]}>{content}</ResourceBody>;
}
