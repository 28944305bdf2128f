import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ApiError, ApiKernel } from '../../../core/client/api';
import type { Audience } from '../common/Audience';
import { audiencePaths } from '../common/audiencePaths';
import { DEFAULT_CLASSIFICATION_DAYS, type Classification, type ClassificationDays } from '../common/Classification';
import { topicForest, type TopicNode } from '../common/topicForest';
import { topicPaths } from '../common/topicPaths';

/** The domain select's all-domains choice: no domain asked, so every domain of the caller counts. */
export const ALL_DOMAINS = '';

/** A topic card: the topic and its counts. */
export interface TopicCard {
  topic: TopicNode;
  item: Classification;
}

/**
 * The AI page's state (AI-01 … AI-05): the caller's domains (aiDomains) with the first real
 * domain chosen, the days (7), the topic tree and the classifications of the chosen domain and
 * days, and the breadcrumb path from Topics down. Counts are loaded again on every change of
 * domain or days; only the answer to the latest ask is kept. Load failures are only logged (§8).
 */
export class AiTopicsStore {
  domains: readonly string[] = [];
  domain = ALL_DOMAINS;
  days: ClassificationDays = DEFAULT_CLASSIFICATION_DAYS;
  topics: readonly TopicNode[] = [];
  items: readonly Classification[] = [];
  /** The opened topics, from a root down (the breadcrumbs after Topics). */
  path: readonly TopicNode[] = [];
  loading = true;
  private asked = 0;

  constructor(private readonly api: ApiKernel) {
    makeObservable(this, {
      domains: observableRef,
      domain: observable,
      days: observable,
      topics: observableRef,
      items: observableRef,
      path: observableRef,
      loading: observable,
      cards: computed,
      setDomain: action,
      setDays: action,
      open: action,
      goTo: action,
    });
  }

  async start(): Promise<void> {
    try {
      const [domains, audiences] = await Promise.all([this.api.get<string[]>(topicPaths.aiDomains), this.api.get<Audience[]>(audiencePaths.getAudiences)]);
      runInAction(() => {
        this.domains = domains;
        this.domain = domains[0] ?? ALL_DOMAINS;
        this.topics = topicForest(audiences);
      });
    } catch (error) {
      console.error('Loading AI topics failed:', (error as ApiError).code);
    }
    await this.load();
  }

  setDomain(domain: string): Promise<void> {
    this.domain = domain;
    return this.load();
  }

  setDays(days: ClassificationDays): Promise<void> {
    this.days = days;
    return this.load();
  }

  /** Opens a topic's sub-topics (a card with sub-topics was clicked). */
  open(topic: TopicNode): void {
    this.path = [...this.path, topic];
  }

  /** Back to a breadcrumb: 0 is Topics, n the n-th opened topic. */
  goTo(depth: number): void {
    this.path = this.path.slice(0, depth);
  }

  /** The topics of the current level that have page views, most viewed first. */
  get cards(): TopicCard[] {
    const level = this.path.length ? this.path[this.path.length - 1].children : this.topics;
    const counts = new Map(this.items.map((item) => [item.key, item]));
    return level.flatMap((topic) => (counts.has(topic.id) ? [{ topic, item: counts.get(topic.id)! }] : [])).sort((a, b) => b.item.doc_count - a.item.doc_count);
  }

  private async load(): Promise<void> {
    const ask = ++this.asked;
    this.loading = true;
    try {
      const query = { days: this.days, ...(this.domain === ALL_DOMAINS ? {} : { domain: this.domain }) };
      const items = await this.api.get<Classification[]>(topicPaths.classifications, { query });
      if (ask === this.asked) runInAction(() => (this.items = items));
    } catch (error) {
      console.error('Loading classifications failed:', (error as ApiError).code);
    } finally {
      if (ask === this.asked) runInAction(() => (this.loading = false));
    }
  }
}
