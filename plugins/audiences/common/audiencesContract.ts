import type { ComponentType } from 'react';
import type { CardProps } from '../../../core/client/grid';
import type { TreeNicknames } from '../../../core/client/widgets';
import type { FilterValuesApi } from '../../../core/common/filter';
import type { Audience, AudienceTypeId } from './Audience';

/** What a card gives the audience tree of one type: its own type, texts and view. */
export interface AudienceTypeTreeProps extends Pick<CardProps, 'filter' | 'onFilter' | 'onCsvChange'> {
  typeId: AudienceTypeId;
  /**
   * The card's locales namespace, whose keys name the tree's texts: noData, open, expand,
   * rename and csv.parent, csv.audience, csv.id, csv.users, csv.views.
   */
  namespace: string;
  /** What a row counts: users, or page views with the view's usePageViews (OP-28). */
  metric: 'users' | 'views';
  /** The view's audience nicknames (RG-45, OP-34); the tree adds the edit button's label. */
  nicknames: Omit<TreeNicknames, 'editLabel'>;
}

/** What a form gives the contract's AudiencePicker. */
export interface AudiencePickerProps {
  /** The type whose audiences it lists and shows as chosen. */
  typeId: AudienceTypeId;
  /** Audience ids of any type: it shows those of its type and keeps the others when it changes them. */
  value: readonly number[];
  onChange(ids: number[]): void;
  /** Already translated. */
  label: string;
  disabled?: boolean;
  /** Marked as refused (a form's field error). */
  invalid?: boolean;
  testId: string;
}

/**
 * What the audiences plugin offers the plugins that require it (its manifest's contract), read
 * with `usePluginContract('audiences')`.
 */
export interface AudiencesContract {
  /**
   * The filter's audiences (the audiences resource) of one type as a tree with their users or
   * page views, offered as CSV; a click filters by the audience's integer id (CI-01, CI-02, CI-03).
   */
  AudienceTypeTree: ComponentType<AudienceTypeTreeProps>;
  /** The caller's audience tree (getAudiences), asked once per console: the filter bar's audience values share it. */
  loadAudiences(api: FilterValuesApi): Promise<Audience[]>;
  /**
   * A multiselect of the caller's audiences of one type (getAudiences), by id: a form that keeps
   * interests and properties in one list (a transfer's assignedAudiences) shows one per type.
   */
  AudiencePicker: ComponentType<AudiencePickerProps>;
}

declare module '../../../core/common/plugin/PluginContracts' {
  interface PluginContracts {
    audiences: AudiencesContract;
  }
}
