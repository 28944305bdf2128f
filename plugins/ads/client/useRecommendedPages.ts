import { useConsole } from '../../../core/client/app';
import { useApiGet } from '../../../core/client/api';
import { recommendationPaths, type RecommendedPage } from '../common/recommendations';

/** The chosen audience's pages on the chosen domain (OP-66); undefined while nothing is chosen or loading. A failure shows in the red snackbar. */
export function useRecommendedPages(domain: string | undefined, audienceId: number | undefined): RecommendedPage[] | undefined {
  const { snackbar } = useConsole();
  const chosen = domain !== undefined && domain !== '' && audienceId !== undefined;
  return useApiGet<RecommendedPage[]>(chosen ? recommendationPaths.pages : undefined, chosen ? { domain, audienceId } : undefined, (error) => snackbar.show(error.message, { intent: 'danger' }));
}
