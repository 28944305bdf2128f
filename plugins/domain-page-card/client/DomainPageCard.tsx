import { Button, ButtonGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardProps, ResourceBody, useCardCsv } from '../../../core/client/grid';
import { stableJson, useResource } from '../../../core/client/resources';
import { NoData, NumberList, type NumberRow, treeCsvRows } from '../../../core/client/widgets';
import { blacklistEntry, cardViewSettings, isBlacklisted, viewMetric } from '../../monitoring/common/cardViewSettings';
import { countOf, type DataRow } from '../../monitoring/common/monitoringReplies';
import { metricResources, monitoringResources } from '../../monitoring/common/monitoringResources';
import { pageLabels } from '../../monitoring/common/pageLabels';
import type { DomainPageCardSettings } from '../common/domainPageCardSettings';
import { listModeFor, offeredModes, type ListMode } from '../common/listMode';
import './domainPageCard.css';

/**
 * Domains, pages or referrers of the active users, switchable; rows filter the dashboard. The
 * view's settings decide the rest: page views instead of users (usePageViews, OP-28), page
 * titles instead of addresses (displayPageTitle, OP-29), pages left out (page blacklist, OP-27):
 * a page row's hide button adds to that list, and "show hidden pages" empties it.
 */
export default function DomainPageCard({ settings, onSettingsChange, filter, onFilter, viewSettings, onViewSettingsChange, onCsvChange }: CardProps<DomainPageCardSettings>) {
  const { t } = useTranslation('domain-page-card');
  const view = cardViewSettings(viewSettings);
  const filterKey = stableJson(filter);
  // The filter the saved mode was chosen under: after a filter change the default applies (CP-04).
  const [chosenUnder, setChosenUnder] = useState(filterKey);
  useEffect(() => {
    if (chosenUnder === filterKey) return;
    setChosenUnder(filterKey);
    if (settings.listMode !== undefined) onSettingsChange({ listMode: undefined });
  }, [filterKey, chosenUnder, settings.listMode, onSettingsChange]);
  const mode = listModeFor(chosenUnder === filterKey ? settings.listMode : undefined, filter);
  const metric = viewMetric(view);
  const list = useResource(mode === 'referrer' ? monitoringResources.referrer : metricResources[metric][mode], filter);

  const choose = (next: ListMode) => {
    setChosenUnder(filterKey);
    onSettingsChange({ listMode: next });
  };
  const shownPages = (rows: readonly DataRow[]) => rows.filter((row) => !isBlacklisted(view.pageBlacklist, row));
  const shownRows = (rows: readonly DataRow[]) => (mode === 'pages' ? shownPages(rows) : mode === 'domains' ? rows.map((row) => ({ ...row, children: row.children && shownPages(row.children) })) : rows);
  // CSV: the list as shown (hidden pages left out), a domain's pages after it with the domain as parent.
  useCardCsv(onCsvChange, list.data && [[t('csv.parent'), t('csv.key'), t('csv.users'), t('csv.views')], ...treeCsvRows(shownRows(list.data), (row) => row.key, (row) => [row.users ?? 0, row.views])]);
  // A domain's pages sit under it; a list of pages of several domains (as shown) names them.
  const pageLabel = pageLabels(mode === 'pages' ? shownPages(list.data ?? []) : []);
  const pageRow = (row: DataRow): NumberRow => ({
    key: `${row.domain ?? ''}${row.key}`,
    label: view.displayPageTitle && row.title ? row.title : pageLabel(row),
    hint: row.href ?? row.key,
    value: countOf(row, metric),
    href: row.href,
    onSelect: onFilter && (() => onFilter({ field: 'page', value: row.key })),
    wrapLabel:
      onViewSettingsChange &&
      ((label) => (
        <>
          {label}
          <Button
            variant="minimal"
            size="small"
            icon="eye-off"
            className="ac-domain-page-card-hide"
            aria-label={t('hidePage')}
            title={t('hidePage')}
            onClick={() => onViewSettingsChange({ pageBlacklist: [...view.pageBlacklist, blacklistEntry(row)] })}
          />
        </>
      )),
  });
  const toRow: Record<ListMode, (row: DataRow) => NumberRow> = {
    domains: (row) => ({
      key: row.key,
      label: row.key,
      value: countOf(row, metric),
      onSelect: onFilter && (() => onFilter({ field: 'domain', value: row.key })),
      children: row.children && shownPages(row.children).map(pageRow),
    }),
    pages: pageRow,
    referrer: (row) => ({ key: row.key, label: row.key, value: countOf(row, metric) }),
  };

  const body = () => {
    const rows = mode === 'pages' ? shownPages(list.data ?? []) : (list.data ?? []);
    if (!rows.length) return <NoData text={t('noData')} />;
    return <NumberList rows={rows.map(toRow[mode])} texts={{ open: t('openPage'), expand: t('expand') }} />;
  };
  return (
    <div className="ac-domain-page-card" data-testid="domain-page-card">
      <ButtonGroup variant="minimal" size="small" className="ac-domain-page-card-modes">
        {offeredModes(filter).map((m) => (
          <Button key={m} active={m === mode} aria-pressed={m === mode} onClick={() => choose(m)}>
            {t(`modes.${m}`)}
          </Button>
        ))}
      </ButtonGroup>
      {onViewSettingsChange && view.pageBlacklist.length > 0 && (
        <Button variant="minimal" size="small" icon="eye-open" className="ac-domain-page-card-show" onClick={() => onViewSettingsChange({ pageBlacklist: [] })}>
          {t('showHidden', { count: view.pageBlacklist.length })}
        </Button>
      )}
      <ResourceBody states={[list]}>{body}</ResourceBody>
    </div>
  );
}
