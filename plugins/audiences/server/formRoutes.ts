import { sql, type SqlBool } from 'kysely';
import * as yup from 'yup';
import { idParams } from '../../../core/common/validation';
import { defineDatatable } from '../../../core/server/datatable';
import { ApiError } from '../../../core/server/http';
import { defineRoute } from '../../../core/server/plugin';
import type { Form } from '../common/Mapping';
import { formDatatable } from '../common/mappingDatatables';
import { mappingPaths } from '../common/mappingPaths';
import { catalogueListQuerySchema, catalogueShowQuerySchema, type formFiltersSchema } from '../common/mappingSchemas';
import { oneOnDomain } from './catalogueItem';
import { catalogueOptions } from './catalogueOptions';
import { formRows, toForm } from './formRows';
import { mappingCaller } from './mappingCaller';
import { mappingsFilter } from './mappingsFilter';

const formNotFound = () => new ApiError(404, 'form_not_found', 'Form not found.');

/**
 * The lead form calls (management §7 "Forms"; MT-19 … MT-22): the form table, a selector's
 * list and one form, each over the forms of the caller's domains (admins: every domain), with
 * the leads of a timeframe and the audiences their fields' rules assign.
 */
export const formRoutes = [
  defineDatatable(formDatatable, {
    rows: async (ctx) => formRows(ctx, await mappingCaller(ctx), (ctx.query as { filters: yup.InferType<typeof formFiltersSchema> }).filters.timeframe),
    // A form is the site's id on its domain: (id, domain) is unique, and breaks ties.
    sort: { id: sql`(f.id, f.domain)`, title: 'f.title', email: 'f.email', lead_data_count: 'f.lead_data_count', mappings: 'f.mappings', created_at: 'f.created_at' },
    search: ['f.title', 'f.id', 'f.email'],
    filters: {
      // The leads of every row are counted over it (formRows).
      timeframe: () => sql<SqlBool>`true`,
      minLeadData: (min) => sql<SqlBool>`f.lead_data_count >= ${min}`,
      mappings: mappingsFilter('f.mappings'),
    },
    toItem: toForm,
  }),
  defineRoute({
    method: 'GET',
    url: mappingPaths.forms.list,
    permission: 'readForms',
    schema: { query: catalogueListQuerySchema },
    async handler(ctx): Promise<{ id: number; title: string; domain: string }[]> {
      const options = await catalogueOptions(ctx, 'forms', ctx.query.search);
      return options.map(({ id, text, domain }) => ({ id, title: text, domain }));
    },
  }),
  defineRoute({
    method: 'GET',
    url: mappingPaths.forms.show(':id'),
    permission: 'readForms',
    schema: { params: idParams, query: catalogueShowQuerySchema },
    async handler(ctx): Promise<Form> {
      const { domain, timeframe } = ctx.query;
      const rows = await formRows(ctx, await mappingCaller(ctx), timeframe)
        .where('f.id', '=', ctx.params.id)
        .$if(domain !== undefined, (qb) => qb.where('f.domain', '=', domain!))
        .orderBy('f.domain')
        .limit(2)
        .execute();
      return toForm(oneOnDomain(rows, formNotFound, 'domain'));
    },
  }),
];
