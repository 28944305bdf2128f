/**
 * Type-level tests of the resource registry, checked by `tsc` (npm run typecheck), not run by
 * Jest: every `@ts-expect-error` below must meet a compile error, or tsc fails on the unused
 * directive. Each erroneous call stands on one line so the error it expects is its own.
 */
import * as yup from 'yup';
import type { ResourceState } from '../../../../core/client/resources/ResourceStore';
import { useResource } from '../../../../core/client/resources/useResource';
import { resourceRef, type FilterOf, type ReplyOf } from '../../../../core/common/resources/resourceRef';
import { defineResource } from '../../../../core/server/resources/defineResource';

type PointsFilter = { domain?: string; size?: number };
type Point = { key: number; views: number };

const points = resourceRef<PointsFilter, Point[]>('test/points', { permission: 'viewRealtime' });
const pointsFilter = yup.object({ domain: yup.string().optional(), size: yup.number().optional() });

/** The ref carries both types to whoever imports it. */
export const carried: [FilterOf<typeof points>, ReplyOf<typeof points>] = [{ domain: 'a.com' }, [{ key: 1, views: 2 }]];

/** Server: `query` takes the ref's filter and must answer its reply, plain or as a promise. */
export const served = [
  defineResource(points, { filter: pointsFilter, query: (filter) => [{ key: filter.size ?? 0, views: filter.domain?.length ?? 0 }] }),
  defineResource(points, { filter: pointsFilter, query: async () => [] }),
];

export const wronglyServed = [
  // @ts-expect-error a row of another shape is not the ref's reply
  defineResource(points, { filter: pointsFilter, query: () => [{ key: 'a', views: 2 }] }),
  // @ts-expect-error an object where the ref promises a list
  defineResource(points, { filter: pointsFilter, query: async () => ({ views: 2 }) }),
  // @ts-expect-error the filter has no such field
  defineResource(points, { filter: pointsFilter, query: (filter) => [{ key: filter.page, views: 0 }] }),
  // @ts-expect-error a schema that casts `domain` to a number does not validate the ref's filter
  defineResource(points, { filter: yup.object({ domain: yup.number().optional() }), query: () => [] }),
];

/** Client: the reply type comes from the ref, with no type argument. */
export function ReadsPoints(): number {
  const state = useResource(points, { domain: 'a.com' });
  const typed: ResourceState<Point[]> = state;
  return (typed.data ?? []).reduce((sum, point) => sum + point.views, 0);
}

export function MisreadsPoints(): unknown[] {
  const state = useResource(points, { domain: 'a.com' });
  // @ts-expect-error points have no users
  const users = state.data?.[0]?.users;
  // @ts-expect-error the ref answers points, not texts
  const texts: ResourceState<string[]> = useResource(points);
  // @ts-expect-error a resource is read through its ref: a name alone carries no reply type
  const named = useResource('test/points');
  return [users, texts, named];
}
