import { entityScope } from '../../../core/server/entities';
import { defineRoute } from '../../../core/server/plugin';
import { audiencePaths } from '../common/audiencePaths';
import { audiencesDb } from './AudiencesTables';
import { mayChange } from './audienceWriteAccess';
import { readableAudiences, seesAiTopics } from './readableAudiences';

/**
 * GET changeable: the ids of the audiences in the caller's trees they may change (TM-10), so the
 * tree manager offers edit, image and delete only where the server would not refuse them — a
 * refused call (403) would send the user to the 403 page. Members change their organisations'
 * audiences, admins every one.
 */
export const audienceChangeableRoute = defineRoute({
  method: 'GET',
  url: audiencePaths.changeable,
  permission: 'crudAudiences',
  async handler(ctx): Promise<number[]> {
    const scope = await entityScope(ctx);
    const writer = { scope, admin: ctx.can('viewModuleAdmin') };
    const rows = await audiencesDb(ctx.db)
      .selectFrom('audiences')
      .select(['id', 'organisation_id', 'is_pinpoll'])
      .where(readableAudiences({ ...scope, all: false }, seesAiTopics(ctx)))
      .orderBy('id')
      .execute();
    return rows.filter((row) => mayChange(writer, row)).map((row) => row.id);
  },
});
