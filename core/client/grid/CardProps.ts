import type { ResourceFilter } from '../resources/resourceKey';
import type { CsvRows } from '../widgets/csv';

/** A filter a card asks the dashboard to apply, e.g. a clicked domain or page row (CX-04). */
export interface CardFilterTerm {
  /** Filter field: domain, page, audience or channel. */
  field: string;
  value: string | number;
  /** Shown on the filter chip instead of the raw value. */
  label?: string;
}

/**
 * A height a card asks its host for, in grid rows, e.g. when an option adds a list below its
 * chart. `minH` is the least height the user may then resize it to; absent, the manifest's
 * minimum (if any) applies again.
 */
export interface CardSizeRequest {
  h: number;
  minH?: number;
}

/** A card's settings: plain JSON values, saved with the dashboard. */
export type CardSettings = Record<string, unknown>;

/**
 * What the grid host hands every card component. A card reads data only through
 * `useResource(name, filter)`, shows an indeterminate ProgressBar while loading, and takes its
 * texts from the i18next namespace named after its plugin id.
 */
export interface CardProps<S extends CardSettings = CardSettings> {
  /** The card's place in the dashboard layout (react-grid-layout's `i`). */
  id: string;
  /** The card's saved settings merged over its manifest's defaults. */
  settings: S;
  /** Saves part of the settings; the host merges and persists them. */
  onSettingsChange(partial: Partial<S>): void;
  /** Current size in grid units. */
  size: { w: number; h: number };
  /** The dashboard filter, passed on unchanged to `useResource`. */
  filter: ResourceFilter;
  /**
   * Asks the host to resize the card; the host applies it to the card's layout item and
   * saves it like any layout change. Absent where the host has no resizable layout.
   */
  onSizeChange?(request: CardSizeRequest): void;
  /**
   * Titles the card's header by what it shows (e.g. an audience's nickname or name) instead of
   * its manifest title; `undefined` restores the manifest title. Call it through
   * `useCardTitle(onTitleChange, title)`, which restores the title on unmount. Absent where the
   * host draws no header.
   */
  onTitleChange?(title: string | undefined): void;
  /**
   * Offers the card's data as a CSV download in its options menu: `rows` gives the header row
   * and the data rows of what the card shows when the user asks; `undefined` withdraws the
   * offer. Call it through `useCardCsv(onCsvChange, rows)`, which withdraws it on unmount.
   * Absent where the host has no options menu.
   */
  onCsvChange?(rows: (() => CsvRows) | undefined): void;
  /** Applies a filter to the dashboard (CX-04); absent where the host offers no filtering. */
  onFilter?(term: CardFilterTerm): void;
  /** View-wide settings of the hosting page (the realtime view: its monitoring settings, page blacklist). */
  viewSettings?: Record<string, unknown>;
  /** Saves part of the view's settings (e.g. nicknames, the page blacklist); the host decides where they live. */
  onViewSettingsChange?(partial: Record<string, unknown>): void;
}
