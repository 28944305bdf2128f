import { useEffect, useRef, useState } from 'react';
import { useFormat } from '../i18n/useFormat';
import './widgets.css';

/** How long a count runs from its old to its new value (spec §9, CO-09: 1 to 2 seconds). */
export const COUNT_ANIMATION_MS = 1500;

/**
 * A big count in the console number format that runs to each new value instead of jumping. It
 * first counts up from 0, so a total shown once (the insights pages) moves as the live ones do.
 */
export function AnimatedCount({ value, testId }: { value: number; testId?: string }) {
  const format = useFormat();
  const [shown, setShown] = useState(0);
  // The value on screen when a new one arrives: a change mid-run continues from there.
  const current = useRef(0);
  useEffect(() => {
    const from = current.current;
    if (from === value) return;
    const start = performance.now();
    let frame = 0;
    const step = () => {
      const progress = Math.min(1, (performance.now() - start) / COUNT_ANIMATION_MS);
      current.current = Math.round(from + (value - from) * progress);
      setShown(current.current);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return (
    <span className="ac-animated-count" data-testid={testId} data-value={value}>
      {format.number(shown)}
    </span>
  );
}
