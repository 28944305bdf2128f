import { ProgressBar } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** A card's data block: an indeterminate progress bar while it loads (RG-33), then its content. */
export function CardBody({ loading, children }: { loading?: boolean; children?: ReactNode }) {
  return (
    <div className="ac-card-body" data-testid="card-body">
      {loading && <ProgressBar intent="primary" className="ac-card-progress" data-testid="card-progress" />}
      {children}
    </div>
  );
}
