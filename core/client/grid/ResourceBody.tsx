import { Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { ResourceState } from '../resources/ResourceStore';
import { CardBody } from './CardBody';

/**
 * The data block of a card that reads resources: CardBody's progress bar until every resource
 * has its first data (RG-33), then the first failure's message, else the content. Reloads
 * after the first data keep the content on screen.
 */
export function ResourceBody({ states, children }: { states: readonly ResourceState<unknown>[]; children: () => ReactNode }) {
  const loading = states.some((state) => state.loading && state.data === undefined);
  const failed = loading ? undefined : states.find((state) => state.error);
  return (
    <CardBody loading={loading}>
      {loading ? null : failed ? <Callout intent="danger">{failed.error!.message}</Callout> : children()}
    </CardBody>
  );
}
