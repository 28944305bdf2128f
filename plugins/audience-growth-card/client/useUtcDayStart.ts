import { useEffect, useState } from 'react';
import { DAY_MS, utcDayStart } from '../common/growthRanges';

/** UTC midnight of today; the component renders again when the next UTC day begins, so its ranges move on. */
export function useUtcDayStart(): number {
  const [start, setStart] = useState(() => utcDayStart(Date.now()));
  useEffect(() => {
    const timer = setTimeout(() => setStart(utcDayStart(Math.max(Date.now(), start + DAY_MS))), start + DAY_MS - Date.now());
    return () => clearTimeout(timer);
  }, [start]);
  return start;
}
