import { Button, Menu, MenuItem, NonIdealState, PopoverNext, ProgressBar } from '@blueprintjs/core';
import { Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDay } from '../../common/dateRange/calendarDays';
import { CARD_HEADER_HEIGHT, type CardLayoutItem } from '../../common/plugin/cardGrid';
import { readCardSettings } from '../../common/plugin/cardSettings';
import type { RegisteredCard } from '../../common/plugin/PluginRegistry';
import { RenderErrorBoundary } from '../app/RenderErrorBoundary';
import type { ResourceFilter } from '../resources/resourceKey';
import { downloadCsv, type CsvRows } from '../widgets/csv';
import type { CardFilterTerm, CardSizeRequest } from './CardProps';
import { CardSettingsMenu } from './CardSettingsMenu';
import { loadCard } from './loadCard';

/** Texts of the frame, given by the page that hosts the grid (core names no plugin namespace). */
export interface CardFrameLabels {
  removeCard: string;
  cardOptions: string;
  downloadCsv: string;
  unknownCard(component: string): string;
}

export interface CardFrameProps {
  item: CardLayoutItem;
  /** The card's manifest entry; absent when its plugin is gone or not allowed. */
  card?: RegisteredCard;
  filter: ResourceFilter;
  labels: CardFrameLabels;
  /** Passed on to the card (CardProps). */
  viewSettings?: Record<string, unknown>;
  onViewSettingsChange?(partial: Record<string, unknown>): void;
  onFilter?(term: CardFilterTerm): void;
  onRemove(i: string): void;
  /** The card's whole settings after a change, with the version of their shape: the host stores both. */
  onParamsChange(i: string, params: Record<string, unknown>, version: number): void;
  onSizeChange?(i: string, request: CardSizeRequest): void;
}

/**
 * The frame around every card: title from the card's namespace unless the card names itself
 * (CardProps.onTitleChange), a close button on hover
 * (CX-01), an options menu with the settings its schema labels, its CSV download when the card
 * offers its rows (CardProps.onCsvChange) and remove (CX-02, OP-33), and the
 * card itself loaded lazily. A saved card whose plugin is gone shows a placeholder. Saved
 * settings reach the card migrated and cast by its schema; a change saves them whole, at the
 * schema's current version.
 */
export function CardFrame({ item, card, filter, labels, viewSettings, onViewSettingsChange, onFilter, onRemove, onParamsChange, onSizeChange }: CardFrameProps) {
  const { t } = useTranslation(card?.pluginId ?? 'core');
  const settings = useMemo(() => readCardSettings(card?.settings, item.params, item.paramsVersion), [card?.settings, item.params, item.paramsVersion]);
  const version = card?.settings?.version ?? 1;
  // Changes made before the host re-renders (two calls in one handler) build on each other.
  const latest = useRef<Record<string, unknown>>(settings);
  useLayoutEffect(() => {
    latest.current = settings;
  }, [settings]);
  const changeSettings = (partial: Record<string, unknown>) => {
    latest.current = { ...latest.current, ...partial };
    onParamsChange(item.i, latest.current, version);
  };
  // The card's own title (CardProps.onTitleChange); a state setter, so stable across renders.
  const [cardTitle, setCardTitle] = useState<string | undefined>();
  const title = cardTitle || (card ? t(card.title) : item.component);
  const [csvRows, setCsvRows] = useState<(() => CsvRows) | undefined>();
  // Stable, so the card's useCardCsv registers once; the updater form stores the getter itself.
  const onCsvChange = useCallback((rows: (() => CsvRows) | undefined) => setCsvRows(() => rows), []);
  const menu = (
    <Menu data-testid="card-options-menu">
      <CardSettingsMenu definition={card?.settings} settings={settings} onChange={changeSettings} t={t} />
      {csvRows && <MenuItem icon="download" text={labels.downloadCsv} onClick={() => downloadCsv(csvFilename(title), csvRows())} data-testid="card-download-csv" />}
      <MenuItem icon="cross" text={labels.removeCard} onClick={() => onRemove(item.i)} data-testid="card-remove" />
    </Menu>
  );
  return (
    <div className="ac-card" data-testid="grid-card" data-component={item.component} data-card-id={item.i}>
      <div className="ac-card-header ac-card-drag" style={{ height: CARD_HEADER_HEIGHT }}>
        <span className="ac-card-title" data-testid="card-title" title={title}>
          {title}
        </span>
        <span className="ac-card-actions">
          <PopoverNext content={menu} placement="bottom-end">
            <Button variant="minimal" size="small" icon="more" aria-label={labels.cardOptions} data-testid="card-options" />
          </PopoverNext>
          <Button variant="minimal" size="small" icon="cross" className="ac-card-close" aria-label={labels.removeCard} onClick={() => onRemove(item.i)} data-testid="card-close" />
        </span>
      </div>
      <div className="ac-card-content">
        {card ? (
          <CardComponent item={item} card={card} settings={settings} filter={filter} viewSettings={viewSettings} onViewSettingsChange={onViewSettingsChange} onFilter={onFilter} onSettingsChange={changeSettings} onSizeChange={onSizeChange} onTitleChange={setCardTitle} onCsvChange={onCsvChange} />
        ) : (
          <div data-testid="card-unknown">
            <NonIdealState icon="warning-sign" description={labels.unknownCard(item.component)} />
          </div>
        )}
      </div>
    </div>
  );
}

function CardComponent({ item, card, settings, filter, viewSettings, onViewSettingsChange, onFilter, onSettingsChange, onSizeChange, onTitleChange, onCsvChange }: Pick<CardFrameProps, 'item' | 'filter' | 'viewSettings' | 'onViewSettingsChange' | 'onFilter' | 'onSizeChange'> & { card: RegisteredCard; settings: Record<string, unknown>; onSettingsChange(partial: Record<string, unknown>): void; onTitleChange(title: string | undefined): void; onCsvChange(rows: (() => CsvRows) | undefined): void }) {
  const Card = loadCard(card);
  return (
    // One failing card leaves the rest of the dashboard working.
    <RenderErrorBoundary>
      <Suspense fallback={<ProgressBar intent="primary" className="ac-card-progress" data-testid="card-progress" />}>
        <Card id={item.i} settings={settings} onSettingsChange={onSettingsChange} size={{ w: item.w, h: item.h }} filter={filter} viewSettings={viewSettings} onViewSettingsChange={onViewSettingsChange} onFilter={onFilter} onSizeChange={onSizeChange && ((request: CardSizeRequest) => onSizeChange(item.i, request))} onTitleChange={onTitleChange} onCsvChange={onCsvChange} />
      </Suspense>
    </RenderErrorBoundary>
  );
}

/** `<slugged title>-<today>`, e.g. `active-users-2026-11-22` (downloadCsv adds `.csv`). */
function csvFilename(title: string): string {
  const slug = title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug || 'card'}-${isoDay(new Date())}`;
}
