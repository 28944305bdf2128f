import { validationMessage } from '../../../core/common/validation';
import { ApiError } from '../../../core/server/http';
import type { RouteContext } from '../../../core/server/plugin';
import { audiencesDb } from './AudiencesTables';
import { assertMayChange } from './audienceWriteAccess';
import type { MappingCaller } from './mappingCaller';

/**
 * Checks that the caller may give the audience a mapping rule: one they read (else 422 naming
 * `audienceId`, as a parent they cannot see is) and may change (else 403 `audience_read_only`:
 * members map their organisations' audiences, admins every one).
 */
export async function assertAssignable(ctx: RouteContext, caller: MappingCaller, audienceId: number): Promise<void> {
  const audience = await audiencesDb(ctx.db).selectFrom('audiences').select(['organisation_id', 'is_pinpoll']).where('id', '=', audienceId).where(caller.readable).executeTakeFirst();
  if (!audience) throw ApiError.validation({ audienceId: [validationMessage('oneOf', { field: 'audienceId' })] });
  assertMayChange(caller.writer, audience);
}
