import { Button, Spinner, Switch, Tooltip } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConsole } from '../../../core/client/app';
import { GridHost } from '../../../core/client/grid';
import { HIDDEN_DISCONNECT_MS } from '../../../core/client/socket';
import { urlTermFields } from '../../../core/common/filter';
import type { CardLayoutItem, RegisteredCard } from '../../../core/common/plugin';
import { DashboardStore } from './DashboardStore';
import { DashboardSwitcher } from './DashboardSwitcher';
import { defaultGrid } from './defaultGrid';
import { FilterBar, TemporaryFilterMenu, useUrlFilterExit } from '../../../core/client/filter';
import { MonitoringStore } from './MonitoringStore';
import { OptionsMenu } from './OptionsMenu';
import './realtime.css';

/** /realtime (spec §2): top bar, then the current dashboard's cards on the grid. */
const RealtimePage = observer(function RealtimePage() {
  const { api, auth, registry, resources, shell, snackbar, socket, theme } = useConsole();
  const { t } = useTranslation('realtime');
  const [params] = useSearchParams();
  // The URL is read once, on entry (FB-02, RG-10, RG-11): the parameters of the first render.
  const [entryParams] = useState(params);
  const [monitoring] = useState(() => new MonitoringStore(api, resources, localStorage, urlTermFields(registry.filterFields)));
  const [dashboards] = useState(
    () =>
      new DashboardStore(
        api,
        snackbar,
        monitoring,
        // The catalogue: every registered card the user may see (ToolsStatsCard only for admins).
        registry.cards.filter((card) => auth.can(card.permission)),
        t('defaultName'),
      ),
  );
  // Leaving temporary mode takes its filter parameters out of the URL, so a reload does not re-enter it.
  useUrlFilterExit(monitoring.filters);
  const cards = useMemo(() => new Map(dashboards.catalogue.map((c) => [c.component, c])), [dashboards]);

  useEffect(() => {
    let live = true;
    socket.open();
    // The default cards' chunks (Highcharts among them) load while the settings and dashboards do.
    prefetchCards(defaultGrid(dashboards.catalogue), cards);
    const stopWatching = monitoring.watchFilter();
    const stopVisibility = monitoring.watchVisibility(document, HIDDEN_DISCONNECT_MS);
    void (async () => {
      // The dashboards list loads alongside the settings; choosing one waits for both.
      await dashboards.load(monitoring.load());
      if (!live) return;
      const name = entryParams.get('dashboard');
      if (name) dashboards.selectByName(name);
      monitoring.filters.applyUrl(entryParams);
      if (entryParams.has('bigboard')) {
        dashboards.setBigboard(true);
        shell.setFullscreen(true);
      }
    })();
    return () => {
      live = false;
      stopWatching();
      stopVisibility();
      shell.setFullscreen(false);
      // RG-31: leaving the view ends the live connection.
      socket.close();
    };
  }, [cards, dashboards, entryParams, monitoring, shell, socket]);

  // Big Board is the fullscreen view with its own layout (RG-09).
  useEffect(() => dashboards.setBigboard(shell.fullscreen), [dashboards, shell.fullscreen]);

  // IN-07: Big Board's own dark mode darkens the whole screen (toolbar, cards, charts) while it shows.
  const dark = shell.fullscreen && monitoring.settings.bigboardDarkMode;
  useEffect(() => {
    theme.setPageDarkMode(dark);
    return () => theme.setPageDarkMode(false);
  }, [dark, theme]);
  return (
    <div className="ac-realtime" data-testid="realtime-page" data-bigboard={dashboards.bigboard || undefined}>
      <div className="ac-realtime-bar">
        <DashboardSwitcher store={dashboards} />
        <FilterBar value={monitoring.filters.filter} onChange={(next) => monitoring.filters.change(next)} temporary={monitoring.filters.mode === 'temporary'}>
          {monitoring.filters.mode === 'temporary' && <TemporaryFilterMenu onSave={() => monitoring.filters.saveTemporary()} onExit={() => monitoring.filters.exitTemporary()} />}
        </FilterBar>
        <span className="ac-realtime-spacer" />
        {shell.fullscreen && (
          <Switch
            className="ac-bigboard-dark"
            checked={monitoring.settings.bigboardDarkMode}
            label={t('bigboardDarkMode')}
            onChange={(e) => void monitoring.saveSettings({ bigboardDarkMode: e.currentTarget.checked })}
            data-testid="bigboard-dark"
          />
        )}
        <Tooltip content={t(shell.fullscreen ? 'exitFullscreen' : 'fullscreen')}>
          <Button
            variant="minimal"
            icon={shell.fullscreen ? 'minimize' : 'fullscreen'}
            aria-label={t(shell.fullscreen ? 'exitFullscreen' : 'fullscreen')}
            onClick={() => shell.setFullscreen(!shell.fullscreen)}
            data-testid="fullscreen-button"
          />
        </Tooltip>
        <OptionsMenu store={dashboards} monitoring={monitoring} />
      </div>
      {dashboards.loaded ? (
        <GridHost
          items={dashboards.grid}
          cards={cards}
          filter={monitoring.resourceFilter}
          viewSettings={monitoring.viewSettings}
          onViewSettingsChange={(partial) => monitoring.changeViewSettings(partial)}
          onFilter={(term) => monitoring.applyFilter(term)}
          labels={{ removeCard: t('removeCard'), cardOptions: t('cardOptions'), downloadCsv: t('downloadCsv'), unknownCard: (component) => t('unknownCard', { component }) }}
          onLayoutChange={(grid) => dashboards.setLayout(grid)}
          onRemove={(i) => dashboards.removeCard(i)}
          onParamsChange={(i, params, version) => dashboards.setParams(i, params, version)}
          onSizeChange={(i, request) => dashboards.resizeCard(i, request)}
        />
      ) : (
        <Spinner className="ac-page-spinner" />
      )}
    </div>
  );
});

/** Starts loading the chunks of a grid's cards; GridHost's lazy cards then find them loaded or on the way. */
function prefetchCards(grid: readonly CardLayoutItem[], cards: ReadonlyMap<string, RegisteredCard>): void {
  for (const item of grid) {
    // A failed prefetch is not an error yet: the card's own load retries and reports it.
    cards.get(item.component)?.load().catch(() => undefined);
  }
}

export default RealtimePage;
