import type { Audience, AudienceTypeId } from '../common/Audience';

export interface AudienceRow {
  id: number;
  parent_id: number | null;
  type_id: number;
  german: string;
  english: string;
  is_pinpoll: boolean;
  is_aitopic: boolean;
  hide_analytics: boolean;
  hide_dmp: boolean;
  filename: string | null;
}

/** German for `de`, English for every other locale (the taxonomy has these two names). */
function audienceText(row: Pick<AudienceRow, 'german' | 'english'>, locale: string): string {
  return locale.toLowerCase().startsWith('de') ? row.german : row.english;
}

/**
 * The rows as a forest of Audience nodes with localised `text`. A row whose parent is not
 * among the rows (not visible to the caller) becomes a root, so nothing visible is lost.
 */
export function audienceTree(rows: readonly AudienceRow[], locale: string): Audience[] {
  const nodes = new Map<number, Audience>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        text: audienceText(r, locale),
        parent_id: r.parent_id,
        type_id: r.type_id as AudienceTypeId,
        is_pinpoll: r.is_pinpoll,
        is_aitopic: r.is_aitopic,
        hide_analytics: r.hide_analytics,
        hide_dmp: r.hide_dmp,
        filename: r.filename,
        german: r.german,
        english: r.english,
        translations: [
          { locale: 'de', text: r.german },
          { locale: 'en', text: r.english },
        ],
        children: [],
      },
    ]),
  );
  const roots: Audience[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
