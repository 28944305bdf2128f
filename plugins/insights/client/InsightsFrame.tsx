import { Callout, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../core/client/widgets';
import { FilterBar, TemporaryFilterMenu } from '../../../core/client/filter';
import type { InsightsPageFilter } from '../common/insightsContract';
import './insights.css';

/**
 * An insights page's frame: the filter bar (with the clock menu in temporary mode), the date
 * range, the page's own `tools` (e.g. a settings button) at the end of that row, the message
 * of a range that breaks a rule (FB-28..FB-30), then the page's content once the stored
 * filter is loaded.
 */
export const InsightsFrame = observer(function InsightsFrame({ store, tools, children }: { store: InsightsPageFilter; tools?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('core');
  const problem = store.problem;
  return (
    <div className="ac-insights" data-testid="insights-frame">
      <div className="ac-insights-bar">
        <FilterBar value={store.filter} onChange={(next) => store.change(next)} temporary={store.mode === 'temporary'}>
          {store.mode === 'temporary' && <TemporaryFilterMenu onSave={() => store.saveTemporary()} onExit={() => store.exitTemporary()} />}
        </FilterBar>
        <span className="ac-insights-spacer" />
        <DateRangeFilter value={store.shownRange} onChange={(range) => store.setRange(range)} today={store.today} />
        {tools && (
          <span className="ac-insights-tools" data-testid="insights-tools">
            {tools}
          </span>
        )}
      </div>
      {problem && (
        <Callout intent="danger" compact className="ac-insights-problem" data-testid="date-range-problem">
          {t(`dateRange.${problem.key}`, problem.values)}
        </Callout>
      )}
      {store.loaded ? children : <Spinner className="ac-page-spinner" />}
    </div>
  );
});
