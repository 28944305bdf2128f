import { Button, Classes, HTMLSelect, Menu, MenuDivider, MenuItem, NonIdealState, PopoverNext, ProgressBar } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_HEADER_HEIGHT, type CardLayoutItem } from '../../common/plugin/cardGrid';
import type { RegisteredCard } from '../../common/plugin/PluginRegistry';
import { RenderErrorBoundary } from '../app/RenderErrorBoundary';
import type { ResourceFilter } from '../resources/resourceKey';
import type { CardFilterTerm, CardSizeRequest } from './CardProps';
import { loadCard } from './loadCard';

/** Texts of the frame, given by the page that hosts the grid (core names no plugin namespace). */
export interface CardFrameLabels {
  removeCard: string;
  cardOptions: string;
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
  onParamsChange(i: string, partial: Record<string, unknown>): void;
  onSizeChange?(i: string, request: CardSizeRequest): void;
}

/**
 * The frame around every card: title from the card's namespace unless the card names itself
 * (CardProps.onTitleChange), a close button on hover
 * (CX-01), an options menu with the card's declared choices plus remove (CX-02, OP-33), and the
 * card itself loaded lazily. A saved card whose plugin is gone shows a placeholder.
 */
export function CardFrame({ item, card, filter, labels, viewSettings, onViewSettingsChange, onFilter, onRemove, onParamsChange, onSizeChange }: CardFrameProps) {
  const { t } = useTranslation(card?.pluginId ?? 'core');
  const settings = { ...card?.settings, ...item.params };
  // The card's own title (CardProps.onTitleChange); a state setter, so stable across renders.
  const [cardTitle, setCardTitle] = useState<string | undefined>();
  const title = cardTitle || (card ? t(card.title) : item.component);
  const menu = (
    <Menu data-testid="card-options-menu">
      {card?.options
        ?.filter((option) => option.choices?.length)
        .map((option) => (
          <li key={option.key} className="ac-card-option">
            <label className={Classes.LABEL}>
              {t(option.label)}
              <HTMLSelect
                value={String(settings[option.key] ?? '')}
                onChange={(e) => onParamsChange(item.i, { [option.key]: e.currentTarget.value })}
                data-testid={`card-option-${option.key}`}
              >
                {option.choices!.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`choices.${choice}`, { defaultValue: choice })}
                  </option>
                ))}
              </HTMLSelect>
            </label>
          </li>
        ))}
      {card?.options?.some((option) => option.choices?.length) && <MenuDivider />}
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
          <CardComponent item={item} card={card} settings={settings} filter={filter} viewSettings={viewSettings} onViewSettingsChange={onViewSettingsChange} onFilter={onFilter} onParamsChange={onParamsChange} onSizeChange={onSizeChange} onTitleChange={setCardTitle} />
        ) : (
          <div data-testid="card-unknown">
            <NonIdealState icon="warning-sign" description={labels.unknownCard(item.component)} />
          </div>
        )}
      </div>
    </div>
  );
}

function CardComponent({ item, card, settings, filter, viewSettings, onViewSettingsChange, onFilter, onParamsChange, onSizeChange, onTitleChange }: Pick<CardFrameProps, 'item' | 'filter' | 'viewSettings' | 'onViewSettingsChange' | 'onFilter' | 'onParamsChange' | 'onSizeChange'> & { card: RegisteredCard; settings: Record<string, unknown>; onTitleChange(title: string | undefined): void }) {
  const Card = loadCard(card.load);
  return (
    // One failing card leaves the rest of the dashboard working.
    <RenderErrorBoundary>
      <Suspense fallback={<ProgressBar intent="primary" className="ac-card-progress" data-testid="card-progress" />}>
        <Card id={item.i} settings={settings} onSettingsChange={(partial: Record<string, unknown>) => onParamsChange(item.i, partial)} size={{ w: item.w, h: item.h }} filter={filter} viewSettings={viewSettings} onViewSettingsChange={onViewSettingsChange} onFilter={onFilter} onSizeChange={onSizeChange && ((request: CardSizeRequest) => onSizeChange(item.i, request))} onTitleChange={onTitleChange} />
      </Suspense>
    </RenderErrorBoundary>
  );
}
