import type { Audience } from './Audience';

/** An AI topic with its sub-topics: the AI page's tree (AI-03). */
export interface TopicNode {
  id: number;
  german: string;
  english: string;
  children: TopicNode[];
}

/**
 * The AI topics (is_aitopic) of an audience tree as their own forest: a topic whose parent is no
 * topic (Artificial intelligence under Technology) is a root; a topic's sub-topics are its topic
 * children, at any depth below audiences that are not topics.
 */
export function topicForest(audiences: readonly Audience[]): TopicNode[] {
  return audiences.flatMap((a) => (a.is_aitopic ? [{ id: a.id, german: a.german, english: a.english, children: topicForest(a.children) }] : topicForest(a.children)));
}
