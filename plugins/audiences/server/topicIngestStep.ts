import type { IngestStep, PerDatabaseCache } from '../../../core/server/ingest';
import type { TopicClassifier } from './TopicClassifier';
import { TOPIC_EVENT_LIST } from './topicEventList';
import { topicPageText } from './topicPageText';

/**
 * Ingest "topic": each page view carries its page's AI topics (TOPIC_EVENT_LIST). A page is
 * classified the first time it is seen and then found by domain and path, so a hit costs a map
 * lookup; events (votes, clicks) carry no topic.
 */
export function topicIngestStep(classifiers: PerDatabaseCache<TopicClassifier>): IngestStep {
  return {
    name: 'topic',
    // Training takes a fraction of a second: at start-up, not in the first visitor's collect.
    async warmUp(db) {
      await classifiers.get(db);
    },
    async enrich(hits, ctx) {
      const classifier = await classifiers.get(ctx.db);
      for (const h of hits) {
        if (h.row.kind !== 'pageview') continue;
        const topics = classifier.topicsOfPage(`${h.row.domain}${h.row.path}`, () => topicPageText(h.hit), h.organisationId);
        if (topics.length) h.row.lists[TOPIC_EVENT_LIST.name] = topics;
      }
    },
  };
}
