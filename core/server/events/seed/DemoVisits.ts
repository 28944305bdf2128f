import type { DemoToolEvent, DemoTraffic } from '../../plugin/DemoTraffic';
import type { ReferrerType } from '../EventRow';
import { CTA_CLICK_RATE, demoSite, REFERRERS, USER_AGENTS, type DemoPage, type DemoSite } from './demoTraffic';
import { cumulative, Random } from './Random';

export interface DemoHit {
  /** Milliseconds after the visit started. */
  offsetMs: number;
  type: 'pageview' | 'event';
  domain: string;
  page: DemoPage;
  /** Page URL as the tracker reports it (with a paid click id when the visit came from an ad). */
  url: string;
  referrer: string;
  referrerType: ReferrerType;
  event: string;
  label: string;
  /** What a plugin's tool adds to its event (see DemoTraffic). */
  details?: DemoToolEvent['details'];
}

export interface DemoVisitor {
  id: string;
  userAgent: string;
}

export interface DemoVisit {
  visitor: DemoVisitor;
  hits: DemoHit[];
}

export interface DemoVisitsOptions {
  domains: readonly string[];
  seed?: number;
  /** Distinct visitors to draw from; some return often (a power law), most rarely. */
  visitors?: number;
  /** Gap between two page views of a visit, ms (seed: realistic; simulator: compressed). */
  pageGapMs?: [number, number];
  /** The plugins' parts: the events of the tools embedded in the demo pages. */
  tools?: readonly DemoTraffic[];
}

/**
 * A stream of plausible visits: a returning-visitor pool with fixed user agents, a referrer
 * mix, landing and further pages by Zipf popularity, CTA clicks, and the tool events the
 * plugins add to a page view (`tools`). Both the history seed and the live simulator draw from it.
 */
export class DemoVisits {
  readonly sites: DemoSite[];
  private readonly random: Random;
  private readonly siteWeights: { items: DemoSite[]; sums: number[] };
  private readonly pool: DemoVisitor[];
  private readonly gap: [number, number];
  private readonly tools: readonly DemoTraffic[];

  constructor(options: DemoVisitsOptions) {
    this.random = new Random(options.seed ?? 42);
    this.sites = options.domains.map((d) => demoSite(d, this.random));
    this.siteWeights = cumulative(this.sites.map((s, i) => [s, 1 / (i + 1.2)] as const));
    const size = options.visitors ?? 20_000;
    this.pool = Array.from({ length: size }, (_, index) => ({
      id: `demo-${index.toString(36).padStart(4, '0')}-${Math.floor(this.random.next() * 1e9).toString(36)}`,
      userAgent: this.random.weighted(USER_AGENTS),
    }));
    this.gap = options.pageGapMs ?? [20_000, 150_000];
    this.tools = options.tools ?? [];
  }

  next(): DemoVisit {
    const r = this.random;
    // x^3 skews towards the start of the pool: a core of loyal readers, a long tail of one-off visitors.
    const visitor = this.pool[Math.floor(Math.pow(r.next(), 3) * this.pool.length)];
    const site = r.weighted(this.siteWeights);
    const source = r.weighted(REFERRERS);
    const referrer = source.type === 'Self' ? `https://${site.domain}/` : source.url;
    const hits: DemoHit[] = [];
    let offset = 0;
    const pageViews = 1 + Math.min(8, Math.floor(-Math.log(1 - r.next()) * 1.3));
    for (let i = 0; i < pageViews; i++) {
      const page = r.weighted(site.popularity);
      const url = `https://${site.domain}${page.path}${i === 0 && source.landingQuery ? source.landingQuery : ''}`;
      // Only the landing page carries the visit's referrer; later pages come from the site itself.
      const base = { domain: site.domain, page, url, referrer: i === 0 ? referrer : `https://${site.domain}/`, referrerType: (i === 0 ? source.type : 'Self') as ReferrerType };
      hits.push({ ...base, offsetMs: offset, type: 'pageview', event: '', label: '' });
      for (const tool of this.tools) {
        for (const e of tool.pageEvents({ domain: site.domain, path: page.path, section: page.section }, r)) {
          hits.push({ ...base, offsetMs: offset + e.afterMs, type: 'event', event: e.event, label: e.label, details: e.details });
        }
      }
      if (r.chance(CTA_CLICK_RATE)) hits.push({ ...base, offsetMs: offset + 12_000, type: 'event', event: 'cta_click', label: 'subscribe' });
      offset += this.gap[0] + Math.floor(r.next() * (this.gap[1] - this.gap[0]));
    }
    return { visitor, hits };
  }

}
