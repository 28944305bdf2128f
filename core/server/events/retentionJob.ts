import type { FastifyBaseLogger } from 'fastify';
import type { EventStore } from './EventStore';

const DAY_MS = 86_400_000;
const EVERY_MS = 6 * 3600_000;

/**
 * Deletes events older than `days` once shortly after start and then every 6 hours.
 * Returns the function that stops it. Timers are unref'd: the job never keeps a process alive.
 */
export function startRetentionJob(store: EventStore, days: number, log: FastifyBaseLogger): () => void {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= store
      .deleteBefore(Date.now() - days * DAY_MS)
      .then((deleted) => {
        if (deleted) log.info(`Event retention: deleted ${deleted} events older than ${days} days.`);
      })
      .catch((err: unknown) => log.error({ err }, 'event retention failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, 10_000).unref();
  const every = setInterval(run, EVERY_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
