import { useEffect, useState } from 'react';
import { useConsole } from '../../../core/client/app';
import { recommendationPaths, type RecommendedPage } from '../common/recommendations';

/** The chosen audience's pages on the chosen domain (OP-66); undefined while nothing is chosen or loading. A failure shows in the red snackbar. */
export function useRecommendedPages(domain: string | undefined, audienceId: number | undefined): RecommendedPage[] | undefined {
  const { api, snackbar } = useConsole();
  const [pages, setPages] = useState<RecommendedPage[]>();
  useEffect(() => {
    setPages(undefined);
    if (!domain || audienceId === undefined) return;
    let mounted = true;
    const query = new URLSearchParams({ domain, audienceId: String(audienceId) });
    api.get<RecommendedPage[]>(`${recommendationPaths.pages}?${query}`).then(
      (loaded) => mounted && setPages(loaded),
      (error: Error) => snackbar.show(error.message, { intent: 'danger' }),
    );
    return () => {
      mounted = false;
    };
  }, [api, snackbar, domain, audienceId]);
  return pages;
}
