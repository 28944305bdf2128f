import * as yup from 'yup';
import { safeText } from '../../../core/common/validation';
import { defineRoute } from '../../../core/server/plugin';
import type { Audience } from '../common/Audience';
import { audiencePaths } from '../common/audiencePaths';
import { audienceTree } from './audienceTree';
import { callerLanguage } from './callerLanguage';
import { visibleAudienceRows } from './visibleAudienceRows';

const localeQuery = yup.object({ locale: safeText(10, { trim: true }).matches(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'locale must be a language code such as de or en.') });

/** GET getAudiences and getAllAudiences (management §7): the visible taxonomy as a tree (readAudiences: getAudiences, widened for the plugins that pick audiences). */
export const audienceRoutes = [
  defineRoute({
    method: 'GET',
    url: audiencePaths.getAudiences,
    permission: 'readAudiences',
    async handler(ctx): Promise<Audience[]> {
      const language = await callerLanguage(ctx.db, ctx.user!.id);
      return audienceTree(await visibleAudienceRows(ctx), language);
    },
  }),
  defineRoute({
    method: 'GET',
    url: audiencePaths.getAllAudiences,
    permission: 'readAudiences',
    schema: { query: localeQuery },
    async handler(ctx): Promise<Audience[]> {
      const locale = ctx.query.locale ?? (await callerLanguage(ctx.db, ctx.user!.id));
      return audienceTree(await visibleAudienceRows(ctx), locale);
    },
  }),
];
