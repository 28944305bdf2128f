import { Tooltip } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Assign controls that wait for a choice (OP-72): while `reason` is given they say it in a tooltip (the controls disable themselves). */
export function ChoiceRequired({ reason, children }: { reason?: string; children: ReactNode }) {
  return (
    <Tooltip content={reason} disabled={!reason} placement="top" fill>
      <div className="ac-assign-controls" data-testid="assign-controls">
        {children}
      </div>
    </Tooltip>
  );
}
