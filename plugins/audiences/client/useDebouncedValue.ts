import { useEffect, useState } from 'react';

/** `value` once it has rested for `ms` (management §7's search debounces): fast typing settles into one value. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
