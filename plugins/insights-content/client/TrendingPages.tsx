import { Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceBody } from '../../../core/client/grid';
import { useFormat } from '../../../core/client/i18n';
import { useResource } from '../../../core/client/resources';
import { ExportCsvButton, NoData } from '../../../core/client/widgets';
import type { InsightsPageFilter } from '../../insights/common/insightsContract';
import { monitoringResources } from '../../monitoring/common/monitoringResources';
import { pageLabels } from '../../monitoring/common/pageLabels';
import { TRENDING_PAGES } from './contentLimits';
import { withoutPageTerms } from './withoutPageTerms';
import { metricFilter } from '../../monitoring/common/metricFilter';

/**
 * IC-02..IC-04: the 15 most viewed pages of the range; a click toggles the page filter, a
 * switch shows titles instead of addresses (a page without a title keeps its address). Pages
 * of several domains name their domain.
 */
export const TrendingPages = observer(function TrendingPages({ insights }: { insights: InsightsPageFilter }) {
  const { t } = useTranslation('insights-content');
  const format = useFormat();
  const [titles, setTitles] = useState(false);
  const pages = useResource(monitoringResources.viewsPages, metricFilter({ ...withoutPageTerms(insights.resourceFilter), size: TRENDING_PAGES }, 'views'));
  const rows = (pages.data ?? []).slice(0, TRENDING_PAGES);
  const label = pageLabels(rows);
  const selected = insights.selectedPage;
  const csv = () => [[t('trending.page'), t('trending.title'), t('views')], ...rows.map((row) => [row.href ?? row.key, row.title ?? '', row.views])];
  return (
    <section className="ac-trending" data-testid="trending-pages">
      <header className="ac-content-section-header">
        <h4>{t('trending.heading')}</h4>
        <ExportCsvButton filename="trending-pages" rows={csv} label={t('exportCsv')} />
      </header>
      <Switch checked={titles} label={t('trending.showTitles')} onChange={(e) => setTitles(e.currentTarget.checked)} data-testid="trending-titles" />
      <ResourceBody states={[pages]}>
        {() =>
          rows.length ? (
            <ol className="ac-trending-list">
              {rows.map((row) => (
                <li key={`${row.domain ?? ''}${row.key}`}>
                  <button
                    type="button"
                    className={`ac-trending-page${row.key === selected ? ' ac-trending-selected' : ''}`}
                    aria-pressed={row.key === selected}
                    title={row.href ?? row.key}
                    onClick={() => insights.toggleTerm({ field: 'page', value: row.key, valueLabel: row.title || row.key }, true)}
                    data-testid="trending-page"
                  >
                    <span className="ac-trending-label">{titles && row.title ? row.title : label(row)}</span>
                    <span className="ac-trending-views">{format.number(row.views)}</span>
                  </button>
                </li>
              ))}
            </ol>
          ) : (
            <NoData text={t('noData')} />
          )
        }
      </ResourceBody>
    </section>
  );
});
