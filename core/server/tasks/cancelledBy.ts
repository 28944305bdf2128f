/**
 * `work`'s outcome, or the signal's reason as soon as it aborts: the caller stops waiting for work
 * that was killed (a route's task); what the work still runs — its reads are tasks of their own —
 * ends by itself or is killed on its own.
 */
export function cancelledBy<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
