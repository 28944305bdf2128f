import type { Hit } from '../../common/ingest';

/** A demo page view as a plugin's embedded tools see it. */
export interface DemoPageView {
  domain: string;
  path: string;
  /** The page's og:section ('' on a home page). */
  section: string;
}

/** The demo traffic's seeded random source: the same seed gives the same tool events. */
export interface DemoRandom {
  /** Uniform in [0, 1). */
  next(): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** A tracked event a plugin's tool adds to a demo page view, as the tool's tracker call reports it. */
export interface DemoToolEvent {
  /** Milliseconds after the page view. */
  afterMs: number;
  event: string;
  label: string;
  /** What the tool adds to the hit (a poll's element, question and answer, a form and its fields). */
  details?: Partial<Pick<Hit, 'element' | 'question' | 'answerId' | 'form'>>;
}

/**
 * A plugin's part of the demo traffic (SEED=demo, `cli simulate`, `cli seed`): the events of the
 * tools its customers embed in their pages. Both the live simulator and the seeded history send
 * them, and the seeded history runs the plugins' own ingest steps over them, so what a plugin
 * derives from hits (lists, assignments) follows its real rules in both.
 */
export interface DemoTraffic {
  /** The plugin's tool events on one page view, drawn from `random` only. */
  pageEvents(page: DemoPageView, random: DemoRandom): DemoToolEvent[];
}
