import { entityScope } from '../../../core/server/entities';
import type { AudiencesServerContract } from '../common/audiencesServerContract';
import { audiencesDb } from './AudiencesTables';
import { catalogueDomains, onDomains } from './catalogueDomains';
import { catalogueOptions } from './catalogueOptions';
import { readableAudiences, seesAiTopics } from './readableAudiences';

/** The audiences plugin's server contract (AudiencesServerContract): the one readable-audience rule, for the plugins that pass audiences on, and the elements catalogue. */
export const audiencesServerContract: AudiencesServerContract = {
  async readableAudienceIds(ctx, ids) {
    if (!ids.length) return new Set();
    const rows = await audiencesDb(ctx.db)
      .selectFrom('audiences')
      .select('audiences.id')
      .where('audiences.id', 'in', ids)
      .where(readableAudiences(await entityScope(ctx), seesAiTopics(ctx)))
      .execute();
    return new Set(rows.map((row) => row.id));
  },
  async elementOptions(ctx, search) {
    const options = await catalogueOptions(ctx, 'elements', search);
    return options.map(({ id, text, domain }) => ({ id, name: text, domain }));
  },
  async questionCategories(ctx) {
    const rows = await audiencesDb(ctx.db)
      .selectFrom('questions')
      .select(['category_id', (eb) => eb.fn.countAll<string>().as('questions')])
      .where('category_id', 'is not', null)
      .where(onDomains('domain', await catalogueDomains(ctx, await entityScope(ctx))))
      .groupBy('category_id')
      .orderBy('category_id')
      .execute();
    return rows.map((row) => ({ id: row.category_id!, questions: Number(row.questions) }));
  },
};
