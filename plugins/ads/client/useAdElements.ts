import { useCallback, useEffect, useRef, useState } from 'react';
import { useConsole } from '../../../core/client/app';
import type { ApiError } from '../../../core/client/api';
import { refKey, type CatalogueRef } from '../../audiences/common/catalogueRefs';
import type { AdElement } from '../common/Ad';
import { adPaths } from '../common/adPaths';

/** Management §7: the ad element search rests 200 ms after the last key (AD-38). */
const ELEMENT_SEARCH_DEBOUNCE_MS = 200;

export interface AdElements {
  /** The last search's elements. */
  found: readonly AdElement[];
  /** Asks GET elements for `text` once typing rests. */
  search(text: string): void;
  /** The name of an element any search returned; undefined for one never seen (named by its id). */
  nameOf(ref: CatalogueRef): string | undefined;
}

/**
 * The inventory's element search (AD-35, AD-38): the newest elements first, then what is typed.
 * A failed search is only logged and keeps the last list.
 */
export function useAdElements(): AdElements {
  const { api } = useConsole();
  const [found, setFound] = useState<readonly AdElement[]>([]);
  const names = useRef(new Map<string, string>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = useCallback(
    (text: string) =>
      api.get<AdElement[]>(adPaths.elements, { query: { search: text.trim() || undefined } }).then(
        (elements) => {
          for (const element of elements) names.current.set(refKey(element), element.name);
          setFound(elements);
        },
        (error: ApiError) => {
          if (!error.cancelled) console.error('Searching the elements failed:', error.code);
        },
      ),
    [api],
  );
  useEffect(() => {
    void load('');
    return () => clearTimeout(timer.current);
  }, [load]);

  return {
    found,
    search: (text) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void load(text), ELEMENT_SEARCH_DEBOUNCE_MS);
    },
    nameOf: (ref) => names.current.get(refKey(ref)),
  };
}
