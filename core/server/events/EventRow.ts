import type { ReferrerType } from '../../common/events/referrerTypes';

/**
 * What the ingest pipeline appends to the event store: one row per accepted hit, fully
 * enriched, so queries never join or parse at read time.
 */
export type DeviceKey = 'Desktop' | 'Phone' | 'Tablet';
export type { ReferrerType };
export type HitKind = 'pageview' | 'event';

export interface EventRow {
  /** Epoch milliseconds, UTC. */
  ts: number;
  kind: HitKind;
  /** Tracked event name (question_view, vote, vote_click, lead_form_submit, cta_click, custom); '' for page views. */
  event: string;
  /** Event label (custom events, answer text …); '' when none. */
  label: string;
  /** Host name of a configured domain, e.g. news.example.com. */
  domain: string;
  /** URL path without query, e.g. /sport/football. */
  path: string;
  url: string;
  title: string;
  /** og:image of the page, '' when none. */
  image: string;
  visitorId: string;
  device: DeviceKey;
  browser: string;
  os: string;
  /** Referrer host, '' for direct traffic. */
  referrer: string;
  referrerType: ReferrerType;
  /**
   * Id lists plugins add by name (EventListDeclaration): the channels whose path prefix
   * matches `path`, the audiences the visitor held at this hit. A missing list holds no ids.
   */
  lists: Record<string, readonly number[]>;
}

/**
 * A visitor assigned to an id of a plugin's list for the first time (an audience's mapping
 * rule matched): what the list's later hits carry, and the source of its growth.
 */
export interface ListAssignment {
  ts: number;
  /** The event list (EventListDeclaration.name), e.g. audience. */
  list: string;
  id: number;
  visitorId: string;
  domain: string;
  /** Score of the rule that assigned the visitor (an audience's affinity), 0..1. */
  score: number;
}
