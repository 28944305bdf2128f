import { splitPages, TopicClassifier, type LabelledPage, type TopicAudience } from './TopicClassifier';

export interface TopicAccuracy {
  accuracy: number;
  correct: number;
  total: number;
  /** The held-out pages classified wrongly: expected and found topic (English names; '' for none). */
  misses: { page: string; expected: string; found: string }[];
}

/**
 * Trains on the training split of `pages` and classifies the held-out split (docs/ai-topics.md):
 * a page counts as right when its first topic (the one chosen, not an ancestor) has the label's name.
 */
export function topicAccuracy(topics: readonly TopicAudience[], pages: readonly LabelledPage[]): TopicAccuracy {
  const { train, heldOut } = splitPages(pages);
  const classifier = TopicClassifier.train(topics, train);
  const names = new Map(topics.map((t) => [t.id, t.english]));
  const misses: TopicAccuracy['misses'] = [];
  for (const page of heldOut) {
    const [chosen] = classifier.classify(`${page.title}\n${page.description}`, null);
    const found = chosen === undefined ? '' : (names.get(chosen) ?? '');
    if (found.toLowerCase() !== page.topic.toLowerCase()) misses.push({ page: page.title, expected: page.topic, found });
  }
  const total = heldOut.length;
  return { accuracy: total ? (total - misses.length) / total : 0, correct: total - misses.length, total, misses };
}
