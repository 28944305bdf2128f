import { useCallback, useEffect, useRef, useState } from 'react';
import { IMAGE_SEARCH_PAGE_SIZE, imagePaths, type ImageLibrary, type ImageSearchItem, type ImageSearchReply } from '../../../common/media';
import { ApiError } from '../../api';
import { useConsole } from '../../app/ConsoleContext';
import { IMAGE_DIALOG_DEBOUNCE_MS } from './imageChoice';

export interface ImageSearchState {
  term: string;
  items: ImageSearchItem[];
  loading: boolean;
  /** A search ran and found nothing (IM-05). */
  empty: boolean;
  /** The last page was full: load more may find more (IM-04). */
  more: boolean;
  setTerm(term: string): void;
  /** Enter: searches at once instead of after the debounce (IM-03). */
  searchNow(): void;
  loadMore(): void;
}

/**
 * One library's search in the add-image dialog: typing searches after 500 ms (IM-03), Enter at
 * once, load more asks for the next page and appends it (IM-04). A newer search cancels an older
 * one; a failure is shown in the snackbar.
 */
export function useImageSearch(library: ImageLibrary): ImageSearchState {
  const { api, snackbar } = useConsole();
  const [term, setTerm] = useState('');
  const [items, setItems] = useState<ImageSearchItem[]>([]);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);
  const [more, setMore] = useState(false);
  const running = useRef<AbortController>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const run = useCallback(
    async (search: string, nextPage: number) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setLoading(true);
      try {
        const reply = await api.post<ImageSearchReply>(imagePaths.search, { library, search: search.trim(), page: nextPage }, { signal: controller.signal });
        setItems((shown) => (nextPage === 1 ? reply.items : [...shown, ...reply.items]));
        setPage(nextPage);
        setMore(reply.items.length >= IMAGE_SEARCH_PAGE_SIZE);
      } catch (err) {
        if (!(err instanceof ApiError && (err.code === 'cancelled' || err.code === 'duplicate_request'))) snackbar.show((err as Error).message, { intent: 'danger', timeout: 0 });
      } finally {
        if (running.current === controller) setLoading(false);
      }
    },
    [api, snackbar, library],
  );

  useEffect(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(term, 1), IMAGE_DIALOG_DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [term, run]);
  useEffect(() => () => running.current?.abort(), []);

  return {
    term,
    items,
    loading,
    empty: page > 0 && !loading && items.length === 0,
    more,
    setTerm,
    searchNow: () => {
      clearTimeout(timer.current);
      void run(term, 1);
    },
    loadMore: () => void run(term, page + 1),
  };
}
