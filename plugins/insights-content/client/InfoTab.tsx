import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceBody } from '../../../core/client/grid';
import { useFormat } from '../../../core/client/i18n';
import { type ResourceFilter, useResource } from '../../../core/client/resources';
import { Facts } from '../../../core/client/widgets';
import type { DateRange } from '../../../core/common/dateRange';
import type { InsightsPageFilter } from '../../insights/common/insightsContract';
import { monitoringResources } from '../../monitoring/common/monitoringResources';
import { PAGE_IMAGE_PX, RECENT_VIEWS_MS } from './contentLimits';
import { metricFilter } from '../../monitoring/common/metricFilter';

/** IC-07, IC-08: total views and the range; with a selected page its image, title, link and views of the last 24 hours. */
export const InfoTab = observer(function InfoTab({ insights }: { insights: InsightsPageFilter }) {
  const { t, i18n } = useTranslation('insights-content');
  const format = useFormat();
  const views = useResource(monitoringResources.views, metricFilter(insights.resourceFilter, 'views'));
  const page = insights.selectedPage;
  return (
    <div className="ac-content-info" data-testid="info-tab">
      <ResourceBody states={[views]}>
        {() => (
          <Facts
            facts={[
              { key: 'info-views', label: t('info.views'), value: format.number(views.data?.views ?? 0) },
              { key: 'info-range', label: t('info.range'), value: rangeText(insights.range, i18n.language) },
            ]}
          />
        )}
      </ResourceBody>
      {/* Keyed by page: a newly selected page gets its own 24-hour window. */}
      {page && <PageFact key={page} filter={insights.resourceFilter} />}
    </div>
  );
});

function PageFact({ filter }: { filter: ResourceFilter }) {
  const { t } = useTranslation('insights-content');
  const format = useFormat();
  const [now] = useState(() => Date.now());
  const fact = useResource(monitoringResources.viewsPages, metricFilter({ ...filter, size: 1 }, 'views'));
  const recent = useResource(monitoringResources.views, metricFilter({ ...filter, from: now - RECENT_VIEWS_MS, to: now }, 'views'));
  return (
    <ResourceBody states={[fact, recent]}>
      {() => {
        const row = fact.data?.[0];
        return (
          <div className="ac-page-fact" data-testid="page-fact">
            {row?.image ? <img src={row.image} alt="" width={PAGE_IMAGE_PX} height={PAGE_IMAGE_PX} className="ac-page-image" data-testid="page-image" /> : <div className="ac-page-image ac-page-image-empty" />}
            <div>
              <div className="ac-page-title" data-testid="page-title">{row?.title || row?.key}</div>
              {row?.href && (
                <a href={row.href} target="_blank" rel="noopener noreferrer" data-testid="page-link">
                  {row.href}
                </a>
              )}
              <Facts facts={[{ key: 'page-recent-views', label: t('info.recentViews'), value: format.number(recent.data?.views ?? 0) }]} />
            </div>
          </div>
        );
      }}
    </ResourceBody>
  );
}

/** The range as the user's calendar days, e.g. "Nov 16, 2026 – Nov 22, 2026". */
function rangeText(range: DateRange, language: string): string {
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return `${day.format(Date.parse(range.startDate))} – ${day.format(Date.parse(range.endDate))}`;
}
