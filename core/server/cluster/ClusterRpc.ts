import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { TaskView } from '../../common/jobs';

/** What a process asks every process of its cluster (itself included), and what each answers. */
export interface ClusterQuestions {
  /** Its running tasks (the task manager's list). */
  listTasks: { question: null; answer: { node: string; tasks: TaskView[] } };
  /** Cancels those of these tasks that are its own; answers the ids it cancelled. */
  killTasks: { question: Pick<TaskView, 'node' | 'id'>[]; answer: { node: string; cancelled: number[] } };
}

type Kind = keyof ClusterQuestions;
type Question<K extends Kind> = ClusterQuestions[K]['question'];
type Answer<K extends Kind> = ClusterQuestions[K]['answer'];
type Answerer<K extends Kind> = (question: Question<K>) => Answer<K> | Promise<Answer<K>>;

/** What the processes of a console wait for one another: long enough for a loaded one, short for an admin page. */
export const CLUSTER_ANSWER_MS = 1_000;

const ASK_CHANNEL = 'audience-console:ask';
const answerChannel = (asker: string) => `audience-console:answer:${asker}`;

interface Asked {
  id: string;
  from: string;
  kind: Kind;
  question: unknown;
}

interface Answered {
  id: string;
  answer?: unknown;
  error?: string;
}

/**
 * Asks every server process of the cluster a question and gathers their answers (request/reply
 * over Redis pub/sub): the question goes out on one channel, each process answers on the asker's
 * own. PUBLISH tells how many processes heard it, so the asker stops waiting once that many
 * answered, or after `timeoutMs`: a process that did not answer by then (stalled, or lost its
 * Redis) is left out and logged. Alone (no REDIS_URL) only this process answers, and no Redis is touched.
 */
export class ClusterRpc {
  private readonly id = randomUUID();
  private readonly answerers = new Map<Kind, Answerer<Kind>>();
  private readonly waiting = new Map<string, (reply: Answered) => void>();

  private constructor(
    private readonly redis?: { publisher: Redis; log: FastifyBaseLogger },
    private readonly timeoutMs = CLUSTER_ANSWER_MS,
  ) {}

  /** The questions of a process that is alone: it answers them itself. */
  static alone(): ClusterRpc {
    return new ClusterRpc();
  }

  /** Over Redis: `subscriber` is a subscribed connection (it may carry other channels too). */
  static async overRedis(publisher: Redis, subscriber: Redis, log: FastifyBaseLogger, timeoutMs = CLUSTER_ANSWER_MS): Promise<ClusterRpc> {
    const rpc = new ClusterRpc({ publisher, log }, timeoutMs);
    const ownAnswers = answerChannel(rpc.id);
    subscriber.on('message', (channel: string, raw: string) => {
      if (channel === ASK_CHANNEL) void rpc.asked(raw);
      else if (channel === ownAnswers) rpc.answered(raw);
    });
    await subscriber.subscribe(ASK_CHANNEL, ownAnswers);
    return rpc;
  }

  /** Makes this process answer questions of one kind (one answerer a kind). */
  answer<K extends Kind>(kind: K, answerer: Answerer<K>): void {
    this.answerers.set(kind, answerer as unknown as Answerer<Kind>);
  }

  /** Every process's answer, this one's first; those that did not answer in time are left out. */
  async ask<K extends Kind>(kind: K, question: Question<K>): Promise<Answer<K>[]> {
    const answerer = this.answerers.get(kind) as Answerer<K> | undefined;
    if (!answerer) throw new Error(`cluster: this process does not answer "${kind}"`);
    const [own, others] = await Promise.all([answerer(question), this.askOthers(kind, question)]);
    return [own, ...(others as Answer<K>[])];
  }

  private askOthers(kind: Kind, question: unknown): Promise<unknown[]> {
    if (!this.redis) return Promise.resolve([]);
    const { publisher, log } = this.redis;
    const id = randomUUID();
    const answers: unknown[] = [];
    let heard = 0;
    let expected = Infinity;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(answers);
      };
      const timer = setTimeout(() => {
        log.warn({ kind, expected, answered: heard }, `cluster: ${expected === Infinity ? 'the question could not be sent in time' : `${expected - heard} of ${expected} other processes did not answer`} within ${this.timeoutMs} ms; they are left out`);
        done();
      }, this.timeoutMs);
      this.waiting.set(id, (reply) => {
        heard += 1;
        if (reply.error === undefined) answers.push(reply.answer);
        else log.warn({ kind, err: reply.error }, 'cluster: another process failed to answer; it is left out');
        if (heard >= expected) done();
      });
      const asked: Asked = { id, from: this.id, kind, question };
      publisher.publish(ASK_CHANNEL, JSON.stringify(asked)).then(
        (receivers) => {
          // Every process's subscriber heard it, this one's included.
          expected = receivers - 1;
          if (heard >= expected) done();
        },
        (err: unknown) => {
          log.error({ err, kind }, 'cluster: the question could not be sent; only this process answers');
          done();
        },
      );
    });
  }

  private async asked(raw: string) {
    const { publisher, log } = this.redis!;
    let asked: Asked;
    try {
      asked = JSON.parse(raw) as Asked;
    } catch (err) {
      log.error({ err }, 'cluster: a question could not be read');
      return;
    }
    if (asked.from === this.id) return;
    let reply: Answered;
    try {
      const answerer = this.answerers.get(asked.kind);
      if (!answerer) throw new Error(`this process does not answer "${asked.kind}"`);
      reply = { id: asked.id, answer: await answerer(asked.question as Question<Kind>) };
    } catch (err) {
      reply = { id: asked.id, error: (err as Error).message };
    }
    publisher.publish(answerChannel(asked.from), JSON.stringify(reply)).catch((err: unknown) => log.error({ err, kind: asked.kind }, 'cluster: an answer could not be sent'));
  }

  private answered(raw: string) {
    try {
      const reply = JSON.parse(raw) as Answered;
      // An answer after the asker stopped waiting finds no one.
      this.waiting.get(reply.id)?.(reply);
    } catch (err) {
      this.redis?.log.error({ err }, 'cluster: an answer could not be read');
    }
  }
}
