import { parseUserAgent, type UserAgentInfo } from '../../ingest/parseUserAgent';
import type { ReferrerType } from '../EventRow';
import { cumulative, type Random } from './Random';

/** Real user agents and their share of visits (desktop ≈ 45 %, phone ≈ 45 %, tablet ≈ 10 %). */
export const USER_AGENTS = cumulative<string>([
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 22],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0', 7],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0', 5],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 7],
  ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 4],
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 20],
  ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36', 12],
  ['Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 8],
  ['Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36', 5],
  ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 7],
  ['Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Safari/537.36', 3],
]);

const parsed = new Map<string, UserAgentInfo>();
/** The ingest's own parse of a user agent, cached: seeded rows look exactly like collected ones. */
export function userAgentInfo(userAgent: string): UserAgentInfo {
  let info = parsed.get(userAgent);
  if (!info) parsed.set(userAgent, (info = parseUserAgent(userAgent)));
  return info;
}

export interface ReferrerSource {
  /** Referrer URL as a browser sends it; '' for direct traffic. */
  url: string;
  type: ReferrerType;
  /** Query added to the landing URL (paid clicks carry a click id). */
  landingQuery?: string;
}

/** Where visits come from; 'Self' is filled in per domain. */
export const REFERRERS = cumulative<ReferrerSource>([
  [{ url: '', type: 'Direct' }, 34],
  [{ url: 'https://www.google.com/', type: 'Search' }, 24],
  [{ url: 'https://www.bing.com/', type: 'Search' }, 3],
  [{ url: 'https://duckduckgo.com/', type: 'Search' }, 2],
  [{ url: 'https://www.facebook.com/', type: 'Social' }, 7],
  [{ url: 'https://t.co/', type: 'Social' }, 3],
  [{ url: 'https://www.instagram.com/', type: 'Social' }, 2],
  [{ url: 'https://www.linkedin.com/', type: 'Social' }, 1],
  [{ url: 'https://www.reddit.com/', type: 'Social' }, 2],
  [{ url: 'SELF', type: 'Self' }, 10],
  [{ url: 'https://www.derstandard.at/', type: 'Other' }, 3],
  [{ url: 'https://news.ycombinator.com/', type: 'Other' }, 2],
  [{ url: 'https://www.google.com/', type: 'Paid_Search', landingQuery: '?gclid=demo' }, 3],
]);

/** Share of visits per local hour 0–23: quiet nights, a morning peak and a larger evening one. */
export const HOUR_WEIGHTS = [2, 1.2, 0.8, 0.6, 0.6, 1, 2.4, 4.5, 6, 6, 5.5, 5.5, 6.2, 5.8, 5.2, 5, 5.2, 5.8, 6.5, 7.4, 8, 7, 5, 3.2];
/** Relative traffic Sunday … Saturday. */
export const WEEKDAY_WEIGHTS = [0.78, 1.05, 1.04, 1.02, 1, 0.95, 0.8];

/** Page sections per kind of site (a page's path starts with its section, e.g. /sport/…): the plugins' demo rules are written against these. */
const SECTIONS: Record<string, string[]> = {
  news: ['politics', 'economy', 'world', 'culture', 'science', 'local', 'opinion', 'tech', 'sport'],
  sport: ['football', 'tennis', 'skiing', 'formula1', 'basketball', 'cycling'],
  blog: ['travel', 'food', 'health', 'lifestyle', 'motor', 'finance'],
};
const WORDS = ['budget', 'election', 'summit', 'storm', 'record', 'final', 'derby', 'transfer', 'review', 'launch', 'study', 'festival', 'crisis', 'deal', 'report', 'guide', 'season', 'league', 'market', 'climate', 'vote', 'startup', 'museum', 'court'];

export interface DemoPage {
  path: string;
  title: string;
  image: string;
  /** The page's og:section (its first path segment; '' on the home page). */
  section: string;
}

/** A domain's pages, most popular first (visits pick them by Zipf's law, s ≈ 1.1). */
export interface DemoSite {
  domain: string;
  pages: DemoPage[];
  popularity: { items: DemoPage[]; sums: number[] };
}

export function demoSite(domain: string, random: Random, pageCount = 150): DemoSite {
  const kind = Object.keys(SECTIONS).find((k) => domain.includes(k)) ?? 'news';
  const pages: DemoPage[] = [{ path: '/', title: `${domain} — home`, image: '', section: '' }];
  for (let i = 1; i < pageCount; i++) {
    const section = random.pick(SECTIONS[kind]);
    const words = [random.pick(WORDS), random.pick(WORDS), random.pick(WORDS)];
    const slug = `${words.join('-')}-${i}`;
    const title = `${words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ')}: ${section} #${i}`;
    pages.push({ path: `/${section}/${slug}`, title, image: `https://${domain}/images/${slug}.jpg`, section });
  }
  return { domain, pages, popularity: cumulative(pages.map((p, rank) => [p, 1 / Math.pow(rank + 1, 1.1)] as const)) };
}

/** Share of page views with a click on the site's call to action (plugins add their tools' events, see DemoTraffic). */
export const CTA_CLICK_RATE = 0.02;
