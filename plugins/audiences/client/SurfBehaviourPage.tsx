import { Card, ProgressBar } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../../core/client/app';
import { DataTableFilterMenu, DataTableSearch, SuggestPicker, type DataTableColumn } from '../../../core/client/widgets';
import type { MetaTagRow } from '../common/Mapping';
import { DEFAULT_META_KEY, META_TOP_DEFAULT, MIN_VISITORS } from '../common/mappingSchemas';
import { AssignDialog } from './AssignDialog';
import type { AssignTarget } from './assignTarget';
import { mappedAudienceNames } from './mappedAudienceNames';
import { MetaTagsStore, type MetaTagFilters } from './MetaTagsStore';
import { MetaTagTable } from './MetaTagTable';
import { MetaTagVisitors } from './MetaTagVisitors';
import { TopResultsSlider } from './TopResultsSlider';
import { useMappingFilters } from './useMappingFilters';
import './mappings.css';

/** Management §7: the behaviour search waits 250 ms after the last keystroke (MT-16). */
const BEHAVIOUR_SEARCH_DEBOUNCE_MS = 250;
/** Management §9: the behaviour table starts at today, every row whether mapped or not (MT-11). */
const DEFAULT_FILTERS: MetaTagFilters = { timeframe: 'today', mappings: 'all' };

/**
 * /audiences/define/surf-behaviour (management §2 Behaviour mapping table; MT-09 to MT-18): the
 * top values of one meta key (og:title by default, the keys seen as suggestions), a search, the
 * top-results slider, the timeframe, min visitors and mappings filters; a button per row counts
 * its distinct visitors; a row opens the assign dialog in behaviour mode (OP-49). A failed call
 * shows its message in a red snackbar that stays ("request timeout" for a timeout, MT-18).
 */
const SurfBehaviourPage = observer(function SurfBehaviourPage() {
  const { api, snackbar } = useConsole();
  const { t, i18n } = useTranslation('audiences');
  const [store] = useState(() => new MetaTagsStore(api, (error) => snackbar.show(error.message, { intent: 'danger', timeout: 0 })));
  const [key, setKey] = useState(DEFAULT_META_KEY);
  const [top, setTop] = useState(META_TOP_DEFAULT);
  const [terms, setTerms] = useState<string[]>([]);
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const filterMenu = useMappingFilters<MetaTagFilters>(DEFAULT_FILTERS.timeframe, { key: 'minVisitors', steps: MIN_VISITORS });
  const [target, setTarget] = useState<AssignTarget>();
  /** Counts the rule changes made in the dialog: the rows load again after each. */
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    void store.loadFields();
    return () => store.dispose();
  }, [store]);
  const query = JSON.stringify({ key, top, search: terms.join(' '), filters });
  useEffect(() => {
    void store.load(JSON.parse(query));
  }, [store, query, changes]);

  const header = (column: string) => t(`mapping.columns.${column}`);
  const columns: DataTableColumn<MetaTagRow>[] = [
    { key: 'key', header: header('key'), cell: (row) => row.key, width: 140 },
    { key: 'value', header: header('value'), cell: (row) => row.value, width: 320 },
    { key: 'visitors', header: header('visitors'), cell: (row) => <MetaTagVisitors visitors={row.visitors} onCount={() => void store.countVisitors(row, filters)} />, width: 130 },
    { key: 'affinity', header: header('affinity'), cell: (row) => row.affinity_score ?? '', width: 90 },
    { key: 'mappings', header: header('mappings'), cell: (row) => mappedAudienceNames(row.audiences), width: 220 },
    { key: 'created_at', header: header('created_at'), cell: (row) => new Date(row.created_at).toLocaleString(i18n.language), width: 180 },
  ];

  return (
    <Card data-testid="surf-behaviour-page">
      <div className="ac-datatable">
        <div className="ac-datatable-toolbar">
          <div>
            <SuggestPicker<string> items={store.fields} itemLabel={(field) => field} value={key} onSelect={setKey} fromQuery={(typed) => typed} label={t('mapping.fieldType')} leftIcon="tag" testId="mapping-field-type" />
          </div>
          <DataTableSearch terms={terms} onChange={setTerms} debounceMs={BEHAVIOUR_SEARCH_DEBOUNCE_MS} />
          <DataTableFilterMenu<MetaTagFilters>
            filters={filterMenu}
            values={filters}
            onChange={(name, value) =>
              setFilters((chosen) => {
                const next: Record<string, unknown> = { ...chosen, [name]: value };
                if (value === undefined) delete next[name];
                return next as MetaTagFilters;
              })
            }
          />
          <TopResultsSlider value={top} onChange={setTop} />
        </div>
        <div className="ac-datatable-progress">{store.loading && <ProgressBar intent="primary" aria-label={t('mapping.loading')} data-testid="datatable-loading" />}</div>
        {!(store.loading && !store.rows.length) && <MetaTagTable rows={store.rows} columns={columns} onRowClick={(row) => setTarget({ mode: 'behaviour', tag: row })} />}
      </div>
      <AssignDialog target={target} onClose={() => setTarget(undefined)} onChanged={() => setChanges((n) => n + 1)} />
    </Card>
  );
});

export default SurfBehaviourPage;
