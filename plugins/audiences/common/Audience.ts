/** Audience types (management §9). */
export const AUDIENCE_TYPES = { interest: 1, property: 2 } as const;
export type AudienceTypeId = (typeof AUDIENCE_TYPES)[keyof typeof AUDIENCE_TYPES];

/** Audience as the list calls return it (management §3): `text` is localised, `children` nests the tree. */
export interface Audience {
  id: number;
  text: string;
  parent_id: number | null;
  type_id: AudienceTypeId;
  is_pinpoll: boolean;
  is_aitopic: boolean;
  hide_analytics: boolean;
  hide_dmp: boolean;
  filename: string | null;
  /** The YouTube video chosen in the add-image dialog (IM-07); `filename` then holds its thumbnail. */
  yt_video_id?: string | null;
  german: string;
  english: string;
  translations: { locale: 'de' | 'en'; text: string }[];
  children: Audience[];
}

/** Affinity scores are integers 1–10 (management §5); the event store keeps them as 0..1. */
export const MAX_AFFINITY_SCORE = 10;
