/** @jest-environment node */
import { castPlainHit, type Hit } from '../../../../../core/common/ingest';
import { demoCollectHit } from '../../../../../core/server/events/seed/demoCollectHit';
import { DemoVisits } from '../../../../../core/server/events/seed/DemoVisits';
import { AUDIENCE_TYPES } from '../../../../../plugins/audiences/common/Audience';
import { DEMO_ELEMENTS, DEMO_LEAD_FORM, DEMO_QUESTIONS, demoToolTraffic } from '../../../../../plugins/audiences/server/demoTools';
import { demoAudienceRules } from '../../../../support/demoAudienceRules';

const DOMAINS = ['news.example.com', 'sport.example.com', 'blog.example.org'];

/** What the simulator posts for `count` demo visits, each hit cast by the collect endpoint's fast path. */
function collected(count: number): Hit[] {
  const visits = new DemoVisits({ domains: DOMAINS, seed: 5, visitors: 500, pageGapMs: [3000, 20_000], tools: [demoToolTraffic] });
  const hits: Hit[] = [];
  for (let i = 0; i < count; i++) {
    const { visitor, hits: demoHits } = visits.next();
    for (const h of demoHits) {
      const hit = castPlainHit(demoCollectHit(h, visitor.id));
      if (!hit) throw new Error(`not a plain valid hit: ${JSON.stringify(demoCollectHit(h, visitor.id))}`);
      hits.push(hit);
    }
  }
  return hits;
}

describe('what the demo traffic simulator sends', () => {
  const hits = collected(1500);
  const { earned } = demoAudienceRules();
  const interest = `${AUDIENCE_TYPES.interest}:`;
  const property = `${AUDIENCE_TYPES.property}:`;

  it('MT-01, CI-01: page views carry their page\'s og meta tags; og:section meets the demo surf rules, so most article views earn interests', () => {
    const views = hits.filter((h) => h.type === 'pageview');
    expect(views.length).toBeGreaterThan(1500);
    for (const view of views) {
      const section = new URL(view.url).pathname.split('/')[1];
      expect(view.meta).toMatchObject({ 'og:title': view.title, 'og:site_name': view.domain, 'og:type': section ? 'article' : 'website' });
      expect(view.meta['og:section']).toBe(section || undefined);
    }
    const articles = views.filter((v) => v.meta['og:section']);
    const matched = articles.filter((v) => earned(v).some((a) => a.startsWith(interest)));
    expect(matched.length / articles.length).toBeGreaterThan(0.6);
    const interests = new Set(articles.flatMap(earned));
    expect([...interests].every((a) => a.startsWith(interest))).toBe(true);
    for (const name of ['Sports', 'Football', 'Winter sports', 'Politics', 'Business', 'Technology', 'Culture', 'Travel', 'Food & drink']) expect(interests).toContain(`${interest}${name}`);
  });

  it('MT-01, CI-02, AD-35: polls report their demo element and question on view and vote; votes carry the answer id and text, and question rules turn them into visitor properties', () => {
    const polls = Object.values(DEMO_QUESTIONS);
    const views = hits.filter((h) => h.event === 'question_view');
    const votes = hits.filter((h) => h.event === 'vote');
    expect(views.length).toBeGreaterThan(votes.length);
    expect(votes.length).toBeGreaterThan(100);
    const elementOf = (questionId: number) => DEMO_ELEMENTS[(Object.keys(DEMO_QUESTIONS) as (keyof typeof DEMO_QUESTIONS)[]).find((key) => DEMO_QUESTIONS[key].id === questionId)!];
    for (const view of views) {
      expect(polls).toContainEqual(view.question);
      expect(view.element).toEqual(elementOf(view.question!.id));
    }
    for (const vote of votes) {
      const answer = vote.question!.answers.find((a) => a.id === vote.answerId);
      expect(polls).toContainEqual(vote.question);
      expect(vote.element).toEqual(elementOf(vote.question!.id));
      expect(vote.label).toBe(answer!.answer);
    }
    const properties = new Set(votes.flatMap(earned));
    expect([...properties].sort()).toEqual(['Drivers', 'Frequent travellers', 'Parents', 'Professionals', 'Students'].map((n) => `${property}${n}`));
    expect(new Set(views.flatMap(earned))).toEqual(new Set());
  });

  it('MT-01, CI-02: newsletter sign-ups submit the demo lead form with its fields, and form rules turn them into visitor properties', () => {
    const submissions = hits.filter((h) => h.event === 'lead_form_submit');
    expect(submissions.length).toBeGreaterThan(10);
    for (const s of submissions) {
      expect(s.form).toMatchObject({ id: DEMO_LEAD_FORM.id, title: DEMO_LEAD_FORM.title });
      for (const [name, values] of Object.entries(DEMO_LEAD_FORM.fields)) expect(values).toContain((s.form!.fields as Record<string, string>)[name]);
    }
    const properties = new Set(submissions.flatMap(earned));
    expect([...properties].sort()).toEqual(['Homeowners', 'Professionals', 'Students'].map((n) => `${property}${n}`));
  });
});
