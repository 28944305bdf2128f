import { useEffect, useRef } from 'react';
import type { CsvRows } from '../widgets/csv';
import type { CardProps } from './CardProps';

/**
 * Offers `rows` (header row, then data rows of what the card shows) as the card's CSV download
 * while the card shows; `undefined` (e.g. still loading) withdraws it, as does unmounting. The
 * host gets one getter that reads the latest rows, so new data does not re-render the frame.
 */
export function useCardCsv(onCsvChange: CardProps['onCsvChange'], rows: CsvRows | undefined): void {
  const latest = useRef(rows);
  useEffect(() => {
    latest.current = rows;
  });
  const offered = rows !== undefined;
  useEffect(() => {
    if (!onCsvChange) return undefined;
    onCsvChange(offered ? () => latest.current ?? [] : undefined);
    return () => onCsvChange(undefined);
  }, [onCsvChange, offered]);
}
