/**
 * The AI-topic classifier's measurements for docs/ai-topics.md, without a server:
 * `npx tsx tools/topics/measureTopics.ts`. Trains on the demo taxonomy's AI topics and the
 * labelled pages' training split, prints the held-out accuracy and its misses, then the cost of
 * classifying a page the first time (the ingest's cost per new page) and of a cached page view.
 */
import { DEMO_TAXONOMY, type DemoAudience } from '../../plugins/audiences/server/demoTaxonomy';
import { labelledTopicPages } from '../../plugins/audiences/server/labelledTopicPages';
import { topicAccuracy } from '../../plugins/audiences/server/topicAccuracy';
import { TopicClassifier, type TopicAudience } from '../../plugins/audiences/server/TopicClassifier';

const topics: TopicAudience[] = [];
let lastId = 0;
const walk = (audience: DemoAudience, parent: number | null) => {
  const id = ++lastId;
  if (audience.is_aitopic) topics.push({ id, parent_id: parent, german: audience.german, english: audience.english, keywords: audience.keywords ?? null, organisation_id: null });
  for (const child of audience.children ?? []) walk(child, id);
};
for (const audience of [...DEMO_TAXONOMY.interests, ...DEMO_TAXONOMY.topics]) walk(audience, null);

const pages = labelledTopicPages();
const measured = topicAccuracy(topics, pages);
console.log(`held-out accuracy: ${measured.correct}/${measured.total} = ${measured.accuracy.toFixed(3)} (${topics.length} topics, ${pages.length} labelled pages)`);
for (const miss of measured.misses) console.log(`  miss: "${miss.page}" expected ${miss.expected}, found ${miss.found || 'no topic'}`);

const elapsedMs = (run: () => void) => {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
};
console.log(`training on all pages: ${elapsedMs(() => TopicClassifier.train(topics, pages)).toFixed(1)} ms`);
const classifier = TopicClassifier.train(topics, pages);
const texts = pages.map((p, i) => `${p.title} (${i})\n${p.description}`);
const rounds = 20;
const firstMs = elapsedMs(() => {
  for (let r = 0; r < rounds; r++) for (const text of texts) classifier.classify(`${text} ${r}`, null);
});
console.log(`first classification of a page: ${((firstMs / (rounds * texts.length)) * 1000).toFixed(0)} µs`);
texts.forEach((text, i) => classifier.topicsOfPage(`news.example.com/${i}`, () => text, null));
const cachedMs = elapsedMs(() => {
  for (let r = 0; r < 1000; r++) texts.forEach((text, i) => classifier.topicsOfPage(`news.example.com/${i}`, () => text, null));
});
console.log(`a page view of a classified page: ${((cachedMs / (1000 * texts.length)) * 1e6).toFixed(0)} ns`);
