import type { EntityScope } from '../../../core/server/entities';
import { ApiError } from '../../../core/server/http';

/** Who changes which audience (management §6, TM-10): read by audienceEntityRoutes and the image routes. */
export interface AudienceWriter {
  scope: EntityScope;
  /** viewModuleAdmin: changes the shared taxonomy and every organisation's audiences. */
  admin: boolean;
}

interface AudienceOwnership {
  organisation_id: number | null;
  is_pinpoll: boolean;
}

/** Members change their organisations' audiences; the shared taxonomy (null) and the rest are the admins'. */
export function mayChange(writer: AudienceWriter, audience: Pick<AudienceOwnership, 'organisation_id'>): boolean {
  return writer.admin || (audience.organisation_id !== null && writer.scope.organisations.includes(audience.organisation_id));
}

/** 403 for an audience the caller reads (the shared taxonomy, a provider audience) but may not change. */
export function assertMayChange(writer: AudienceWriter, audience: AudienceOwnership): void {
  if (!mayChange(writer, audience)) {
    throw new ApiError(403, 'audience_read_only', audience.organisation_id === null ? 'Only administrators may change the shared audience taxonomy.' : "Only administrators may change another organisation's audience.");
  }
}

/** The provider's audiences (is_pinpoll) keep their image unless an admin changes it (TM-10). */
export function assertMayChangeImage(writer: AudienceWriter, audience: AudienceOwnership): void {
  assertMayChange(writer, audience);
  if (audience.is_pinpoll && !writer.admin) throw new ApiError(403, 'provider_audience', 'Only administrators may change the image of a provider audience.');
}

/** Deleting takes the sub-audiences along: each must be one the caller may delete (TM-10). */
export function assertMayDelete(writer: AudienceWriter, subtree: readonly AudienceOwnership[]): void {
  for (const audience of subtree) assertMayChange(writer, audience);
  if (!writer.admin && subtree.some((audience) => audience.is_pinpoll)) throw new ApiError(403, 'provider_audience', 'Only administrators may delete a provider audience.');
}

/** is_pinpoll and is_aitopic are set by admins only (TM-09): a member's request that would change one is refused. */
export function assertMaySetFlags(writer: AudienceWriter, wanted: { is_pinpoll?: boolean; is_aitopic?: boolean }, current: { is_pinpoll: boolean; is_aitopic: boolean }): void {
  if (writer.admin) return;
  const changes = (['is_pinpoll', 'is_aitopic'] as const).filter((flag) => wanted[flag] !== undefined && wanted[flag] !== current[flag]);
  if (changes.length) throw new ApiError(403, 'audience_admin_only', `Only administrators may set ${changes.join(' and ')}.`);
}
