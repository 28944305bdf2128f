import type { Audience } from '../../../../plugins/audiences/common/Audience';

/** An audience of the getAudiences tree with the fields the insights pages read. */
function audience(id: number, text: string, typeId: 1 | 2, children: Audience[] = [], over: Partial<Audience> = {}): Audience {
  return {
    id, text, parent_id: null, type_id: typeId, is_pinpoll: false, is_aitopic: false, hide_analytics: false, hide_dmp: false,
    filename: null, german: text, english: text, translations: [], children, ...over,
  };
}

/** Interests Sports (with Football) and News; properties Parents; one interest hidden from analytics. */
export const AUDIENCES: Audience[] = [
  audience(1, 'Sports', 1, [audience(11, 'Football', 1, [], { parent_id: 1 })]),
  audience(2, 'News', 1, [], { filename: 'https://img.test/news.png' }),
  audience(3, 'Hidden', 1, [], { hide_analytics: true }),
  audience(20, 'Parents', 2),
];
