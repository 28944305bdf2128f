// Collect bodies drawn like real traffic, for httpLoad.js: many visitors
// drawn from a power law (a few return often, most come once), each with a user agent drawn
// from the `user-agents` package (a maintained list of real agents, weighted by how often they
// are seen) and a home site; Zipf-like pages with an occasional campaign or ad click id; the
// referrer of a visit's first hit from direct, search, social, the site itself or the long tail
// of other sites.
'use strict';
const UserAgent = require('user-agents');

/** Visitor ids are drawn from this many; the pool below holds well over 100,000 distinct ones. */
const VISITORS = 2_000_000;
/** Hits pre-built per pool (bodies = HITS / hits per request). */
const POOL_HITS = 400_000;
/** User agents drawn (weighted): the distinct ones among them follow the real distribution's head and tail. */
const AGENT_DRAWS = 20_000;
/** The load traffic's sites; blog.example.org carries the load run's probes only. */
const SITES = ['news.example.com', 'sport.example.com'];
const SEARCH = ['https://www.google.com/', 'https://www.google.de/', 'https://www.google.at/', 'https://www.bing.com/search?q=news', 'https://duckduckgo.com/', 'https://search.yahoo.com/', 'https://www.ecosia.org/search?q=x'];
const SOCIAL = ['https://www.facebook.com/', 'https://m.facebook.com/', 'https://t.co/a1b2c3', 'https://l.instagram.com/', 'https://www.reddit.com/r/news/', 'https://www.linkedin.com/feed/', 'https://out.reddit.com/t3_x'];
const TLDS = ['com', 'net', 'org', 'de', 'at', 'co.uk', 'com.au', 'io', 'blogspot.com', 'github.io'];

/** A small seeded generator (mulberry32), so every run draws the same traffic. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(n) {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];

function agents() {
  const drawn = [];
  for (let i = 0; i < AGENT_DRAWS; i++) drawn.push(new UserAgent().toString());
  return drawn;
}

function question(q) {
  return { id: q + 1, text: `Bench question ${q + 1}?`, answers: [1, 2, 3].map((a) => ({ id: q * 10 + a, answer: `Answer ${a}` })) };
}

/** The referrer of a visit's first hit on `site`. */
function referrer(rnd, site) {
  const r = rnd();
  if (r < 0.35) return '';
  if (r < 0.65) return pick(rnd, SEARCH);
  if (r < 0.75) return pick(rnd, SOCIAL);
  if (r < 0.85) return `https://${site}/section-${Math.floor(rnd() * 20)}/`;
  return `https://${rnd() < 0.3 ? 'www.' : ''}site${Math.floor(rnd() ** 2 * 20000)}.${pick(rnd, TLDS)}/post/${Math.floor(rnd() * 1000)}`;
}

function pageUrl(rnd, site) {
  const page = Math.floor(rnd() ** 4 * 5000);
  const r = rnd();
  const query = r < 0.02 ? `?gclid=${hash(page).toString(36)}` : r < 0.06 ? '?utm_source=newsletter&utm_medium=email' : r < 0.08 ? '?utm_medium=cpc&utm_source=google' : '';
  return `https://${site}/section-${page % 20}/article-${page}${query}`;
}

/**
 * `batch` hits per body: `pageviews` are page views of independent visitors (a proxy's view of many
 * trackers), `tracker` one visitor's batch as the tracker sends it (page views, question views and
 * votes with their question, CTA clicks on one visit). Each body carries its (first) visitor's user agent
 * and its visitors, for the count of distinct visitors a run sent.
 */
function bodyPool(batch, mix, seed = 1) {
  const rnd = random(seed);
  const uas = agents();
  const visitorIds = new Set();
  const bodies = [];
  const count = Math.max(2000, Math.ceil(POOL_HITS / batch));
  for (let b = 0; b < count; b++) {
    const visitorOf = () => Math.floor(rnd() ** 2 * VISITORS);
    const first = visitorOf();
    const hits = [];
    const visitors = new Set();
    for (let i = 0; i < batch; i++) {
      const visitor = mix === 'tracker' ? first : visitorOf();
      visitorIds.add(visitor);
      visitors.add(visitor);
      const site = SITES[hash(visitor) % 10 < 6 ? 0 : 1];
      const url = pageUrl(rnd, site);
      const ref = mix === 'tracker' && i > 0 ? `https://${site}/` : referrer(rnd, site);
      const visitorId = `vis-${visitor.toString(36).padStart(8, '0')}`;
      const pageview = { type: 'pageview', domain: site, url, title: `Article ${url.length}`, referrer: ref, visitorId, meta: rnd() < 0.5 ? { 'og:image': `https://${site}/img/${hash(b)}.jpg` } : {} };
      if (mix !== 'tracker' || i % 4 === 0) hits.push(pageview);
      else {
        const event = { type: 'event', domain: site, url, title: pageview.title, referrer: ref, visitorId };
        // A site's polls are its own: question ids 1–100 on the first site, 101–200 on the second.
        const q = question(SITES.indexOf(site) * 100 + (hash(b + i) % 100));
        if (i % 4 === 1) hits.push({ ...event, event: 'question_view', label: q.text, question: q });
        else if (i % 4 === 2) hits.push({ ...event, event: 'vote', label: q.answers[1].answer, question: q, answerId: q.answers[1].id });
        else hits.push({ ...event, event: 'cta_click', label: 'Subscribe' });
      }
    }
    // An unbatched tracker sends the hit itself; a batch is a list.
    bodies.push({ body: JSON.stringify(batch === 1 ? hits[0] : hits), userAgent: uas[hash(first) % uas.length], visitors: [...visitors] });
  }
  const stats = { bodies: bodies.length, visitors: visitorIds.size, userAgents: new Set(bodies.map((b) => b.userAgent)).size };
  return { bodies, stats };
}

module.exports = { bodyPool };
