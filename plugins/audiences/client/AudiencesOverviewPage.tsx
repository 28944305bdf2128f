import { Button, NonIdealState, ProgressBar } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { DataTableFilterMenu, DataTableSearch, useDownload } from '../../../core/client/widgets';
import type { Audience } from '../common/Audience';
import { audiencePaths } from '../common/audiencePaths';
import { AUDIENCE_QUALITY_SCORES } from '../common/audienceQuality';
import { AudienceCard } from './AudienceCard';
import { AUDIENCE_SEARCH_DEBOUNCE_MS } from './audienceChoices';
import { audienceCountsCacheOf } from './AudienceCountsCache';
import { AudienceCountsStore } from './AudienceCountsStore';
import { AudienceDetailsDialog } from './AudienceDetailsDialog';
import { OverviewBreadcrumbs } from './OverviewBreadcrumbs';
import { everyAudience, levelCards, overviewTree, pathTo } from './overviewLevel';
import { withFilter, type OverviewFilters } from './overviewState';
import { QualitySlider } from './QualitySlider';
import { RulesDialog } from './RulesDialog';
import { useAudienceFigures } from './useAudienceFigures';
import { useOverviewAudiences } from './useOverviewAudiences';
import { useOverviewFilters } from './useOverviewFilters';
import { useOverviewUrlState } from './useOverviewUrlState';
import './audiencesOverview.css';

/**
 * /audiences/show (management §2 Audience overview): the audiences of one type and level as
 * cards with their visitor and lead counts (AO-01, AO-11), search chips and the filter menu
 * (AO-02 to AO-06), breadcrumbs through the tree (AO-07 to AO-09), the data-quality slider
 * (AO-19), the audiences and leads CSV downloads (AO-12 to AO-14) and, for admins, the
 * refresh-cache button (AO-15). Everything shown is in the URL.
 */
const AudiencesOverviewPage = observer(function AudiencesOverviewPage() {
  const { api, auth, snackbar } = useConsole();
  const { t, i18n } = useTranslation('audiences');
  const { state, setState, hrefOf } = useOverviewUrlState();
  const filterMenu = useOverviewFilters();
  const figuresOf = useAudienceFigures();
  const { download, downloading } = useDownload();
  const audiences = useOverviewAudiences();
  const [counts] = useState(() => new AudienceCountsStore(api, audienceCountsCacheOf(api), (error) => snackbar.show(error.message, { intent: 'danger', timeout: 0 })));
  const [detailsId, setDetailsId] = useState<number>();
  const [rulesOf, setRulesOf] = useState<Audience>();
  const { type, timeframe } = state.filters;
  const { quality } = state;

  // Counts for every audience the caller sees, so another type or level needs no new call.
  const ids = useMemo(() => audiences && everyAudience(audiences).map((audience) => audience.id), [audiences]);
  useEffect(() => {
    if (ids) void counts.load({ timeframe, quality }, ids);
  }, [counts, ids, timeframe, quality]);
  useEffect(() => () => counts.dispose(), [counts]);

  const tree = useMemo(() => overviewTree(audiences ?? [], type), [audiences, type]);
  // An audience not in this type's tree (an old link, a deleted audience) shows the type's top level.
  const path = pathTo(tree, state.audienceId);
  const level = path.at(-1)?.children ?? tree;
  const cards = levelCards(level, state.search, state.filters, counts);
  const details = detailsId === undefined ? [] : pathTo(tree, detailsId);
  const leadsCounted = timeframe !== 'today';
  const figures = (audience: Audience) => figuresOf(counts.visitors?.[audience.id], leadsCounted ? counts.leads?.[audience.id] : undefined);

  const open = (audienceId: number | undefined) => setState({ ...state, audienceId });
  const downloadAudiences = () => download(audiencePaths.download, `audiences-${timeframe}.csv`, { query: { locale: i18n.language, timeframe, quality } });
  // Lead data is personal data: its download has a rule of its own.
  const downloadLeads = (audience: Audience) => () =>
    void download(audiencePaths.downloadLeadsOfAudience, `leads-${audience.id}-${timeframe}.csv`, {
      query: { id: audience.id, affinityScore: AUDIENCE_QUALITY_SCORES[quality], timeframe, type: 'csv' },
    });
  const leadsDownload = auth.can('downloadAudienceLeads') ? downloadLeads : () => undefined;
  // Rules are where audiences are defined: the rules dialog is for those who may define them.
  const rules = (audience: Audience) => (auth.can('defineAudiences') ? () => setRulesOf(audience) : undefined);

  return (
    <div className="ac-overview" data-testid="audiences-overview">
      <div className="ac-datatable-toolbar">
        <DataTableSearch terms={state.search} onChange={(search) => setState({ ...state, search })} debounceMs={AUDIENCE_SEARCH_DEBOUNCE_MS} />
        <DataTableFilterMenu<OverviewFilters> filters={filterMenu} values={state.filters} onChange={(key, value) => setState(withFilter(state, key, value as OverviewFilters[typeof key]))} />
        <QualitySlider value={quality} onChange={(next) => setState({ ...state, quality: next })} />
        <Button icon="download" text={t('downloads.audiences')} loading={downloading} onClick={() => void downloadAudiences()} data-testid="overview-download" />
        {auth.can('viewModuleAdmin') && ids && (
          <Button icon="refresh" text={t('refreshCache')} onClick={() => void counts.load({ timeframe, quality }, ids, { refresh: true })} data-testid="overview-refresh-cache" />
        )}
      </div>
      <OverviewBreadcrumbs type={type} path={path} hrefOf={(audienceId) => hrefOf({ ...state, audienceId })} onOpen={open} />
      <div className="ac-overview-progress">{(!audiences || counts.loading) && <ProgressBar intent="primary" aria-label={t('loading')} data-testid="overview-loading" />}</div>
      {audiences && !cards.length && <NonIdealState icon="search" title={t('empty')} description={t('emptyText')} />}
      <div className="ac-overview-cards" data-testid="overview-cards">
        {cards.map((audience) => (
          <AudienceCard
            key={audience.id}
            audience={audience}
            figures={figures(audience)}
            leadsCounted={leadsCounted}
            onDetails={() => setDetailsId(audience.id)}
            onOpenChildren={() => open(audience.id)}
            onDownloadLeads={leadsDownload(audience)}
            onRules={rules(audience)}
          />
        ))}
      </div>
      {details.length > 0 && (
        <AudienceDetailsDialog
          audience={details.at(-1)!}
          parents={details.slice(0, -1)}
          figures={figures(details.at(-1)!)}
          leadsCounted={leadsCounted}
          downloading={downloading}
          onDownloadLeads={leadsDownload(details.at(-1)!)}
          onRules={rules(details.at(-1)!)}
          onClose={() => setDetailsId(undefined)}
        />
      )}
      {rulesOf && <RulesDialog audience={rulesOf} onClose={() => setRulesOf(undefined)} />}
    </div>
  );
});

export default AudiencesOverviewPage;
