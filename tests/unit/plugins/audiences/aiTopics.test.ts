/** @jest-environment node */
import type { Audience } from '../../../../plugins/audiences/common/Audience';
import { trackedPercentage, type Classification } from '../../../../plugins/audiences/common/Classification';
import { topicForest } from '../../../../plugins/audiences/common/topicForest';
import { classificationRange } from '../../../../plugins/audiences/server/classificationRange';
import { splitPages, TopicClassifier, type LabelledPage, type TopicAudience } from '../../../../plugins/audiences/server/TopicClassifier';
import { topicPageText } from '../../../../plugins/audiences/server/topicPageText';
import { topicTokens } from '../../../../plugins/audiences/server/topicTokens';

const topic = (id: number, english: string, german: string, keywords: string, over: Partial<TopicAudience> = {}): TopicAudience => ({ id, parent_id: null, german, english, keywords, organisation_id: null, ...over });
const TOPICS = [
  topic(1, 'Sports news', 'Sportnachrichten', 'sport, tennis, athletes'),
  topic(2, 'Football news', 'Fußballnachrichten', 'football, goal, league, Tor, Liga', { parent_id: 1 }),
  topic(3, 'Elections', 'Wahlen', 'election, vote, ballot, Wahl, Stimmen'),
  topic(4, 'Recipes', 'Rezepte', 'recipe, cooking, soup, Rezept, kochen', { organisation_id: 42 }),
];

describe('AI topics: tokens (issue 15)', () => {
  it('AI-08: words are lower-cased, stop words and numbers dropped, stemmed in German and English', () => {
    expect(topicTokens('Die Wahlen 2025 and the elections')).toEqual(['wahl', 'wahlen', 'election', 'elect']);
    expect(topicTokens('KI-System')).toEqual(['ki', 'syst', 'system']);
  });
  it('AI-08: with a vocabulary, an unknown German compound gives its known head and tail', () => {
    const known = new Set(['wahl', 'land']);
    expect(topicTokens('Landtagswahl', (stem) => known.has(stem))).toEqual(expect.arrayContaining(['wahl', 'land']));
    expect(topicTokens('Landtagswahl')).not.toContain('wahl');
  });
  it('AI-08: a page\'s text is its title and its describing meta tags (any case), each text once', () => {
    expect(topicPageText({ title: 'Derby day', meta: { 'OG:Title': 'Derby day', Description: 'A late goal', 'og:section': 'football', 'og:image': 'x.jpg' } })).toBe('Derby day\nA late goal\nfootball');
  });
});

describe('AI topics: classifier (issue 15)', () => {
  const classifier = TopicClassifier.train(TOPICS, [
    { topic: 'Football news', language: 'en', title: 'Late goal decides the derby', description: 'The striker scored in the league match' },
    { topic: 'Elections', language: 'de', title: 'Rekordbeteiligung bei der Wahl', description: 'Wähler geben ihre Stimmen ab' },
  ]);

  it('AI-08: a page is classified into a topic with its topic ancestors (a football page is a sports page too)', () => {
    expect(classifier.classify('Striker scores twice as the league leaders win', 1)).toEqual([2, 1]);
    expect(classifier.classify('Die Wahl: Stimmen werden ausgezählt', 1)).toEqual([3]);
  });
  it('AI-08: words no topic knows give no topic', () => {
    expect(classifier.classify('news.example.com — home', 1)).toEqual([]);
  });
  it('AI-08: an organisation\'s own topic is only chosen for its own sites', () => {
    expect(classifier.classify('Soup recipe: cooking with Rezept', 42)).toEqual([4]);
    expect(classifier.classify('Soup recipe: cooking with Rezept', 1)).not.toContain(4);
  });
  it('AI-08: a page is classified once; later views find it by key', () => {
    const text = jest.fn(() => 'Late goal in the derby');
    expect(classifier.topicsOfPage('news.example.com/derby', text, 1)).toEqual([2, 1]);
    expect(classifier.topicsOfPage('news.example.com/derby', text, 1)).toEqual([2, 1]);
    expect(text).toHaveBeenCalledTimes(1);
  });
  it('AI-08: every third labelled page of a topic and language is held out', () => {
    const pages: LabelledPage[] = [0, 1, 2, 3, 4, 5].map((i) => ({ topic: 'Elections', language: 'en', title: `t${i}`, description: '' }));
    const { train, heldOut } = splitPages(pages);
    expect(heldOut.map((p) => p.title)).toEqual(['t2', 't5']);
    expect(train).toHaveLength(4);
  });
});

describe('AI topics: counts and tree (issue 15)', () => {
  const item = (visitors: number, users: number): Classification => ({ key: 1, doc_count: 10, counts: { visitors: { value: visitors }, users: { value: users } } });
  it('OP-42: tracked percentage is visitors ÷ users × 100; 0 without users', () => {
    expect(trackedPercentage(item(25, 200))).toBe(12.5);
    expect(trackedPercentage(item(0, 0))).toBe(0);
  });
  it('AI-02: days are whole hours back from the current one (1 day: the last 24 hours)', () => {
    const now = Date.parse('2026-03-10T12:34:56Z');
    expect(classificationRange(1, now)).toEqual({ from: Date.parse('2026-03-09T13:00:00Z'), to: now + 1 });
    expect(classificationRange(7, now).from).toBe(Date.parse('2026-03-03T13:00:00Z'));
  });
  it('AI-03: the topic tree holds the is_aitopic audiences; a topic under a plain audience is a root', () => {
    const node = (id: number, is_aitopic: boolean, children: Audience[] = []) => ({ id, is_aitopic, german: `de${id}`, english: `en${id}`, children }) as unknown as Audience;
    const forest = topicForest([node(1, false, [node(2, true, [node(3, true), node(4, false, [node(5, true)])])]), node(6, true)]);
    expect(forest.map((t) => t.id)).toEqual([2, 6]);
    expect(forest[0].children.map((t) => t.id)).toEqual([3, 5]);
  });
});
