import { useMemo } from 'react';
import { ResponsiveGridLayout, useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import {
  byPosition,
  cardHeight,
  GRID_BREAKPOINT_COLUMNS,
  GRID_BREAKPOINTS,
  GRID_COLUMN_MARGIN,
  GRID_ROW_HEIGHT,
  GRID_ROW_MARGIN,
  gridBreakpoint,
  MIN_CARD_WIDTH,
  narrowLayout,
  type CardLayoutItem,
} from '../../common/plugin/cardGrid';
import type { RegisteredCard } from '../../common/plugin/PluginRegistry';
import type { ResourceFilter } from '../resources/resourceKey';
import { CardFrame, type CardFrameLabels } from './CardFrame';
import type { CardFilterTerm, CardSizeRequest } from './CardProps';
import './grid.css';

export interface GridHostProps {
  items: readonly CardLayoutItem[];
  /** Cards by component name: the registry's cards the user may see. */
  cards: ReadonlyMap<string, RegisteredCard>;
  filter: ResourceFilter;
  labels: CardFrameLabels;
  viewSettings?: Record<string, unknown>;
  onViewSettingsChange?(partial: Record<string, unknown>): void;
  onFilter?(term: CardFilterTerm): void;
  /** Positions and sizes after a drag or resize (also called once the grid settles). */
  onLayoutChange(items: CardLayoutItem[]): void;
  onRemove(i: string): void;
  /** A card's whole settings after a change and their schema version (CardFrameProps.onParamsChange). */
  onParamsChange(i: string, params: Record<string, unknown>, version: number): void;
  /** A card asks for another height (CardProps.onSizeChange); without it cards cannot ask. */
  onSizeChange?(i: string, request: CardSizeRequest): void;
}

/** The breakpoints react-grid-layout switches between; a phone gets the plain column below. */
const GRID_LAYOUT_BREAKPOINTS = { desktop: GRID_BREAKPOINTS.desktop, tablet: GRID_BREAKPOINTS.tablet };
const GRID_LAYOUT_COLUMNS = { desktop: GRID_BREAKPOINT_COLUMNS.desktop, tablet: GRID_BREAKPOINT_COLUMNS.tablet };

/**
 * The realtime grid (RG-03..RG-05): 12 columns of 39 px rows 14 px apart, cards draggable by their header
 * and resizable down to 3 columns. On a tablet the same cards on two columns (positions
 * derived from the desktop layout, so not edited there); on a phone one column in position order.
 */
export function GridHost({ items, cards, filter, labels, viewSettings, onViewSettingsChange, onFilter, onLayoutChange, onRemove, onParamsChange, onSizeChange }: GridHostProps) {
  const { width, containerRef, mounted } = useContainerWidth();
  const layout = useMemo<Layout>(
    () =>
      items.map((item) => {
        const size = cards.get(item.component)?.size;
        return {
          i: item.i,
          x: item.x,
          y: item.y,
          w: item.w,
          h: item.h,
          minW: Math.max(size?.minW ?? MIN_CARD_WIDTH, MIN_CARD_WIDTH),
          minH: item.minH ?? size?.minH,
          maxH: item.maxH ?? size?.maxH,
        };
      }),
    [items, cards],
  );
  const layouts = useMemo(() => {
    const tablet = narrowLayout(layout, GRID_LAYOUT_COLUMNS.tablet).map((l) => ({ ...l, minW: Math.min(l.minW ?? MIN_CARD_WIDTH, l.w) }));
    return { desktop: layout, tablet };
  }, [layout]);
  const frame = (item: CardLayoutItem) => <CardFrame item={item} card={cards.get(item.component)} filter={filter} labels={labels} viewSettings={viewSettings} onViewSettingsChange={onViewSettingsChange} onFilter={onFilter} onRemove={onRemove} onParamsChange={onParamsChange} onSizeChange={onSizeChange} />;
  const breakpoint = gridBreakpoint(width);
  const editable = breakpoint === 'desktop';
  return (
    <div ref={containerRef} className="ac-grid-host" data-testid="grid-host" data-breakpoint={mounted ? breakpoint : undefined} data-mobile={(mounted && breakpoint === 'phone') || undefined}>
      {mounted && breakpoint === 'phone' ? (
        byPosition(items).map((item) => (
          <div key={item.i} className="ac-grid-mobile-item" style={{ height: cardHeight(item.h) }}>
            {frame(item)}
          </div>
        ))
      ) : (
        mounted && (
          <ResponsiveGridLayout
            width={width}
            breakpoints={GRID_LAYOUT_BREAKPOINTS}
            cols={GRID_LAYOUT_COLUMNS}
            layouts={layouts}
            rowHeight={GRID_ROW_HEIGHT}
            margin={[GRID_COLUMN_MARGIN, GRID_ROW_MARGIN]}
            dragConfig={{ enabled: editable, handle: '.ac-card-drag', cancel: '.ac-card-actions' }}
            resizeConfig={{ enabled: editable }}
            // Only the desktop layout is the dashboard's; a tablet's is derived from it.
            onLayoutChange={(next) => editable && onLayoutChange(applyLayout(items, next))}
          >
            {items.map((item) => (
              <div key={item.i}>{frame(item)}</div>
            ))}
          </ResponsiveGridLayout>
        )
      )}
    </div>
  );
}

/** The grid's positions and sizes written back onto the dashboard's items. */
export function applyLayout(items: readonly CardLayoutItem[], layout: Layout): CardLayoutItem[] {
  const byId = new Map(layout.map((l) => [l.i, l]));
  return items.map((item) => {
    const l = byId.get(item.i);
    return l ? { ...item, x: l.x, y: l.y, w: l.w, h: l.h } : item;
  });
}
