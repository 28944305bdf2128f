import type { Hit } from '../../../common/ingest';
import type { DemoHit } from './DemoVisits';

export type CollectHit = Partial<Hit> & Pick<Hit, 'type' | 'domain' | 'url'>;

/**
 * A demo hit as a site's tracker posts it to /api/v1/collect: a page view with the page's og
 * meta tags, an event with its label and what the plugin tool that sent it adds (DemoTraffic).
 */
export function demoCollectHit(hit: DemoHit, visitorId: string): CollectHit {
  const { page } = hit;
  const base = { type: hit.type, domain: hit.domain, url: hit.url, title: page.title, referrer: hit.referrer, visitorId };
  if (hit.type === 'pageview') {
    const meta: Record<string, string> = { 'og:title': page.title, 'og:type': page.section ? 'article' : 'website', 'og:site_name': hit.domain };
    if (page.section) meta['og:section'] = page.section;
    if (page.image) meta['og:image'] = page.image;
    return { ...base, meta };
  }
  return { ...base, event: hit.event, label: hit.label, ...hit.details };
}
