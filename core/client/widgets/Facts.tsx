import type { ReactNode } from 'react';
import './widgets.css';

export interface Fact {
  /** Identifies the fact (React key and test id). */
  key: string;
  label: string;
  value: ReactNode;
}

/** Labelled single values side by side, e.g. the top browser and the top operating system. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="ac-facts">
      {facts.map(({ key, label, value }) => (
        <div key={key} data-testid={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
