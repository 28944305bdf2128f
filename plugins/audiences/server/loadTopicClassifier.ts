import type { Kysely } from 'kysely';
import type { Database } from '../../../core/server/plugin';
import { audiencesDb } from './AudiencesTables';
import { labelledTopicPages } from './labelledTopicPages';
import { TopicClassifier } from './TopicClassifier';

/** The last classifier trained per database: reloading an unchanged taxonomy keeps it, and the pages it has classified. */
const trained = new WeakMap<object, TopicClassifier>();

/**
 * The AI-topic classifier of the taxonomy's is_aitopic audiences (every organisation's: each
 * page gets only its site's organisation's and the shared topics), trained on their names,
 * keywords and the labelled demo pages. Retrained only when a topic changed; never downloaded.
 */
export async function loadTopicClassifier(core: Kysely<Database>): Promise<TopicClassifier> {
  const topics = await audiencesDb(core)
    .selectFrom('audiences')
    .select(['id', 'parent_id', 'german', 'english', 'keywords', 'organisation_id'])
    .where('is_aitopic', '=', true)
    .orderBy('id')
    .execute();
  const signature = JSON.stringify(topics);
  const last = trained.get(core);
  if (last?.signature === signature) return last;
  const classifier = TopicClassifier.train(topics, labelledTopicPages(), signature);
  trained.set(core, classifier);
  return classifier;
}
