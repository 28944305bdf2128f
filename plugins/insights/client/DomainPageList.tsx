import { useTranslation } from 'react-i18next';
import { type CardFilterTerm, ResourceBody } from '../../../core/client/grid';
import { type ResourceFilter, useResource } from '../../../core/client/resources';
import type { NumberRow } from '../../../core/client/widgets';
import { countOf, type DataRow } from '../../monitoring/common/monitoringReplies';
import { metricResources } from '../../monitoring/common/monitoringResources';
import { pageLabels } from '../../monitoring/common/pageLabels';
import { ExportableList } from './ExportableList';
import type { InsightsMetric } from '../common/insightsMetric';
import { metricFilter } from '../../monitoring/common/metricFilter';

const hasDomain = (filter: ResourceFilter) => filter.domain !== undefined && filter.domain !== '' && !(Array.isArray(filter.domain) && !filter.domain.length);

/** Which list the filter calls for: domains while no domain filter is set, else that domain's pages (IA-07, IO-05). */
function domainPageResource(filter: ResourceFilter, metric: InsightsMetric) {
  return metricResources[metric][hasDomain(filter) ? 'pages' : 'domains'];
}

/**
 * The domains (with their top pages) or pages of the filter, counted by users or page views;
 * a domain row filters by the domain, a page row by the page. Insights audiences' pages tab
 * and the insights overview's domain/page view, with a CSV download.
 */
export function DomainPageList({ filter, metric, onFilter }: { filter: ResourceFilter; metric: InsightsMetric; onFilter?: (term: CardFilterTerm) => void }) {
  const { t } = useTranslation('insights');
  const resource = domainPageResource(filter, metric);
  const list = useResource(resource, metricFilter(filter, metric));
  const domains = resource.name.endsWith('domains');
  // A domain's pages sit under it; a list of pages of several domains names them.
  const pageLabel = pageLabels(domains ? [] : (list.data ?? []));
  const pageRow = (row: DataRow): NumberRow => ({
    key: `${row.domain ?? ''}${row.key}`,
    label: pageLabel(row),
    hint: row.title || row.href,
    value: countOf(row, metric),
    href: row.href,
    onSelect: onFilter && (() => onFilter({ field: 'page', value: row.key })),
  });
  const domainRow = (row: DataRow): NumberRow => ({
    key: row.key,
    label: row.key,
    value: countOf(row, metric),
    onSelect: onFilter && (() => onFilter({ field: 'domain', value: row.key })),
    children: row.children?.map(pageRow),
  });
  const body = () => (
    <ExportableList rows={(list.data ?? []).map(domains ? domainRow : pageRow)} header={[t(domains ? 'list.domains' : 'list.pages'), t(`metrics.${metric}`)]} filename={resource.name.replace('/', '-')} />
  );
  return (
    <div className="ac-domain-page-list" data-testid="domain-page-list" data-resource={resource.name}>
      <ResourceBody states={[list]}>{body}</ResourceBody>
    </div>
  );
}
