import * as yup from 'yup';
import { authPaths } from '../../common/api/authPaths';
import type { AuditInformation } from '../../common/entities';
import { apiParams, lazyMessage, validationMessage, type InputContext } from '../../common/validation';
import { ApiError } from '../http/ApiError';
import { defineRoute } from '../plugin/defineServerPlugin';
import { entityDb } from './entityDb';
import { auditSelection, toAuditInformation } from './entityFieldSelection';
import { visibleEntityRows } from './entityScope';

/** Most ids one call asks for: the largest table page. */
const BATCH_IDS_MAX = 100;

/** `ids=1,2,3` or `ids=1&ids=2`, as a list; `ids=` is the empty list. */
const idList = (value: unknown, original: unknown) => (typeof original === 'string' ? original.split(',').map((id) => id.trim()).filter(Boolean) : value);

const batchQuery = yup.object({
  type: apiParams
    .requiredText('type')
    .test('entity-type', (value, ctx) => {
      const known = (ctx.options.context as InputContext | undefined)?.entityTypes;
      return !known || known.has(value) || ctx.createError({ message: validationMessage('oneOfValues', { field: 'type', values: [...known].sort().join(', ') }) });
    }),
  ids: yup
    .array(apiParams.id('ids').defined())
    .transform(idList)
    .required(lazyMessage('required', { field: 'ids' }))
    .max(BATCH_IDS_MAX, lazyMessage('maxItems', { field: 'ids', max: BATCH_IDS_MAX })),
});

/**
 * GET account/entityInformationBatch?type&ids (management §7, API-14, AD-64): the audit
 * information of each asked row the caller may see, keyed by id; rows of other organisations
 * and unknown ids are left out. Reading a type needs the rule its plugin declared for it.
 */
export const entityInformationBatchRoute = defineRoute({
  method: 'GET',
  url: authPaths.entityInformationBatch,
  permission: 'isLoggedIn',
  schema: { query: batchQuery },
  async handler(ctx): Promise<Record<number, AuditInformation>> {
    // The schema admitted registered types only.
    const entity = ctx.services.entities.get(ctx.query.type)!;
    if (!ctx.can(entity.permission)) throw ApiError.forbidden();
    if (!ctx.query.ids.length) return {};
    const rows = await entityDb(ctx.db)
      .selectFrom(entity.table)
      .select(['id', 'created_at', ...auditSelection(entity.table)])
      .where('id', 'in', ctx.query.ids)
      .where(await visibleEntityRows(ctx, entity))
      .orderBy('id')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.id, toAuditInformation(row)]));
  },
});
