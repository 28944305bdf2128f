import naiveBayesTextClassifier from 'wink-naive-bayes-text-classifier';
import { groupBy } from '../../../core/common/collections';
import { LruCache } from '../../../core/server/ingest';
import { topicTokens } from './topicTokens';

/** An AI-topic audience (is_aitopic) as the classifier learns it. */
export interface TopicAudience {
  id: number;
  parent_id: number | null;
  german: string;
  english: string;
  /** Words an admin added, separated by commas. */
  keywords: string | null;
  /** null: a topic of the shared taxonomy, for every organisation's sites. */
  organisation_id: number | null;
}

/** A page of the labelled set (topicTrainingPages.json): its topic by English name. */
export interface LabelledPage {
  topic: string;
  language: 'de' | 'en';
  title: string;
  description: string;
}

/** The pages a model is trained on, and those it never saw, which measure it. */
export interface PageSplit {
  train: LabelledPage[];
  heldOut: LabelledPage[];
}

/**
 * The best topic's log2 odds against all others together must exceed this (0 is an even chance;
 * -2 a quarter, still the best of many topics). A page whose best guess is weaker, or whose words
 * no topic knows (a home page), gets no topic. Chosen on the training split (docs/ai-topics.md).
 */
const MIN_ODDS = -2;

/** Distinct pages whose topic is kept (a busy site has far fewer within minutes; a page costs ~0.1 ms to classify again). */
const PAGE_CACHE_SIZE = 50_000;

/** The names and keywords of a topic are few words but say the most: they count as this many pages (3: 0.75, 5: 0.79 held-out accuracy). */
const NAME_WEIGHT = 5;

interface Topic {
  organisationId: number | null;
  /** The topic and its topic ancestors (a page about elections is also a page about politics). */
  path: readonly number[];
}

const NO_TOPICS: readonly number[] = [];

/**
 * Classifies pages into AI topics with a naive Bayes text classifier (wink) over stemmed tokens
 * (topicTokens), trained on the topics' names in German and English, their keywords and the
 * labelled pages of their topic. Each distinct page is classified once: its topics are cached by
 * the caller's key (domain and path), so a page view costs a map lookup.
 */
export class TopicClassifier {
  private readonly pages = new LruCache<string, readonly number[]>(PAGE_CACHE_SIZE);
  private readonly known: (stem: string) => boolean;

  private constructor(
    private readonly model: ReturnType<typeof naiveBayesTextClassifier> | undefined,
    vocabulary: ReadonlySet<string>,
    private readonly topics: ReadonlyMap<number, Topic>,
    /** What it was trained from: an unchanged taxonomy keeps the model (and its cache). */
    readonly signature: string,
  ) {
    this.known = (stem) => vocabulary.has(stem);
  }

  static train(audiences: readonly TopicAudience[], pages: readonly LabelledPage[], signature = ''): TopicClassifier {
    const byId = new Map(audiences.map((a) => [a.id, a]));
    const pathOf = (a: TopicAudience): number[] => {
      const path = [a.id];
      for (let p = a.parent_id === null ? undefined : byId.get(a.parent_id); p && !path.includes(p.id); p = p.parent_id === null ? undefined : byId.get(p.parent_id)) path.push(p.id);
      return path;
    };
    const topics = new Map(audiences.map((a) => [a.id, { organisationId: a.organisation_id, path: pathOf(a) }]));
    const model = naiveBayesTextClassifier();
    model.defineConfig({ considerOnlyPresence: false, smoothingFactor: 1 });
    const vocabulary = new Set<string>();
    // Texts are tokenized once before the model sees them (wink prepares its input again for every label).
    const learn = (text: string, label: number) => {
      const tokens = topicTokens(text);
      for (const token of tokens) vocabulary.add(token);
      model.learn(tokens, String(label));
    };
    model.definePrepTasks([(tokens: string[]) => tokens]);
    const byName = groupBy(audiences, (a) => a.english.toLowerCase(), (a) => a);
    for (const a of audiences) {
      const names = [a.german, a.english, ...(a.keywords ?? '').split(',')].join(' ');
      for (let i = 0; i < NAME_WEIGHT; i++) learn(names, a.id);
    }
    for (const page of pages) {
      for (const a of byName.get(page.topic.toLowerCase()) ?? []) learn(`${page.title}\n${page.description}`, a.id);
    }
    // wink needs two labels and a few words; fewer topics classify nothing.
    const trainable = audiences.length >= 2 && vocabulary.size >= 10;
    if (trainable) model.consolidate();
    return new TopicClassifier(trainable ? model : undefined, vocabulary, topics, signature);
  }

  /** The topic of a text and its topic ancestors, among the topics of `organisationId`'s sites (and the shared ones); [] when none fits. */
  classify(text: string, organisationId: number | null): readonly number[] {
    if (!this.model || !text) return NO_TOPICS;
    for (const [label, odds] of this.model.computeOdds(topicTokens(text, this.known))) {
      if (odds <= MIN_ODDS) return NO_TOPICS;
      const topic = this.topics.get(Number(label));
      if (topic && (topic.organisationId === null || topic.organisationId === organisationId)) return topic.path;
    }
    return NO_TOPICS;
  }

  /** `classify` once per page: `key` names the page (domain and path), `text` is asked only the first time. */
  topicsOfPage(key: string, text: () => string, organisationId: number | null): readonly number[] {
    return this.pages.get(key, () => this.classify(text(), organisationId));
  }
}

/** The labelled set split for measuring: every third page of each topic and language is held out. */
export function splitPages(pages: readonly LabelledPage[]): PageSplit {
  const seen = new Map<string, number>();
  const split: PageSplit = { train: [], heldOut: [] };
  for (const page of pages) {
    const key = `${page.topic}\u0000${page.language}`;
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    (index % 3 === 2 ? split.heldOut : split.train).push(page);
  }
  return split;
}
