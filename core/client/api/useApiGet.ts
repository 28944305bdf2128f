import { useEffect, useEffectEvent, useState } from 'react';
import { useConsole } from '../app/ConsoleContext';
import type { ApiError } from './ApiError';

/**
 * GETs `path` with `query` whenever either changes (nothing while `path` is undefined) and answers
 * the reply, undefined until it arrives; a reply that arrives after the next change, or after the
 * component went, is dropped. `onError` hears a failure (a log, a snackbar); the value stays undefined.
 */
export function useApiGet<T>(path: string | undefined, query: Record<string, string | number> | undefined, onError: (error: ApiError) => void): T | undefined {
  const { api } = useConsole();
  const [reply, setReply] = useState<{ key: string; value: T }>();
  const key = JSON.stringify([path, query]);
  const failed = useEffectEvent(onError);
  useEffect(() => {
    if (path === undefined) return;
    let current = true;
    api.get<T>(path, { query }).then(
      (value) => current && setReply({ key, value }),
      (error: ApiError) => current && failed(error),
    );
    return () => {
      current = false;
    };
    // `key` stands for path and query (a new query object each render must not ask again).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key]);
  return reply?.key === key ? reply.value : undefined;
}
