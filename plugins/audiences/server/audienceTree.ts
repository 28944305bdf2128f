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
  yt_video_id: string | null;
}

/** The name column for a locale: German for `de`, English for every other (the taxonomy has these two names). */
export function audienceTextColumn(locale: string): 'german' | 'english' {
  return locale.toLowerCase().startsWith('de') ? 'german' : 'english';
}

/** An audience's name in a locale (audienceTextColumn). */
export function audienceText(row: Pick<AudienceRow, 'german' | 'english'>, locale: string): string {
  return row[audienceTextColumn(locale)];
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
        yt_video_id: r.yt_video_id,
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
