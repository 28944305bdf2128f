import type { CardFilterTerm } from '../../../core/client/grid';
import type { TreeRow } from '../../../core/client/widgets';
import type { AudienceTypeId } from './Audience';

/**
 * One audience of the realtime data set `audiences` with its visitors in the window, as the
 * cards that show audience trees read it (InterestsCard, VisitorPropertiesCard).
 */
export interface AudienceUsersRow {
  key: number;
  type_id: number;
  german: string;
  english: string;
  is_pinpoll: boolean;
  users: number;
  /** Page views. */
  views: number;
  children: AudienceUsersRow[];
}

/** The top-level audiences of one type (1 interests, 2 visitor properties; CI-01, CI-02). */
export function audiencesOfType(rows: readonly AudienceUsersRow[], typeId: AudienceTypeId): AudienceUsersRow[] {
  return rows.filter((row) => row.type_id === typeId);
}

/** An audience's name in the interface language: German for de, English otherwise (the default locale). */
export function audienceName(row: AudienceUsersRow, language: string): string {
  return (language.startsWith('de') ? row.german : row.english) || row.english || row.german;
}

/**
 * How an audience reads in a TreeList: its name and users (or page views, OP-28); a click
 * filters by its integer id under the name the row shows (CI-03, OP-34).
 */
export function audienceRow(node: AudienceUsersRow, language: string, onFilter?: (term: CardFilterTerm) => void, metric: 'users' | 'views' = 'users'): TreeRow {
  return { key: String(node.key), label: audienceName(node, language), value: node[metric], onSelect: onFilter && ((label) => onFilter({ field: 'audience', value: node.key, label })) };
}
