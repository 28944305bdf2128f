import { useEffect } from 'react';
import type { CardProps } from './CardProps';

/**
 * Titles the card's header by `title` (e.g. the chosen audience's or event's name) while the
 * card shows; `undefined` gives the header back its manifest title, as does unmounting. A host
 * without `onTitleChange` keeps the manifest title.
 */
export function useCardTitle(onTitleChange: CardProps['onTitleChange'], title: string | undefined): void {
  useEffect(() => {
    if (!onTitleChange) return undefined;
    onTitleChange(title);
    return () => onTitleChange(undefined);
  }, [onTitleChange, title]);
}
