import { sql, type SqlBool } from 'kysely';
import * as yup from 'yup';
import { idParams } from '../../../core/common/validation';
import { defineDatatable } from '../../../core/server/datatable';
import { ApiError } from '../../../core/server/http';
import { defineRoute } from '../../../core/server/plugin';
import type { Question } from '../common/Mapping';
import { questionDatatable } from '../common/mappingDatatables';
import { mappingPaths } from '../common/mappingPaths';
import { catalogueListQuerySchema, catalogueShowQuerySchema, type questionFiltersSchema } from '../common/mappingSchemas';
import { oneOnDomain } from './catalogueItem';
import { catalogueOptions } from './catalogueOptions';
import { mappingCaller } from './mappingCaller';
import { mappingsFilter } from './mappingsFilter';
import { questionRows, toQuestion } from './questionRows';

const questionNotFound = () => new ApiError(404, 'question_not_found', 'Question not found.');

/**
 * The question calls (management §7 "Questions"; MT-02 … MT-08): the question table, a
 * selector's list and one question, each over the questions of the caller's domains (admins:
 * every domain), with votes in a timeframe and the audiences their answers' rules assign.
 */
export const questionRoutes = [
  defineDatatable(questionDatatable, {
    rows: async (ctx) => questionRows(ctx, await mappingCaller(ctx), (ctx.query as { filters: yup.InferType<typeof questionFiltersSchema> }).filters.timeframe),
    // A question is the site's id on its domain: (id, domain) is unique, and breaks ties.
    sort: { id: sql`(q.id, q.domain)`, question: 'q.question', votes: 'q.votes', domain: 'q.domain', language: 'q.language', mappings: 'q.mappings', question_created_at: 'q.question_created_at' },
    search: ['q.question', 'q.id', 'q.domain'],
    filters: {
      // The votes of every row are counted over it (questionRows).
      timeframe: () => sql<SqlBool>`true`,
      minVotes: (min) => sql<SqlBool>`q.votes >= ${min}`,
      mappings: mappingsFilter('q.mappings'),
    },
    toItem: toQuestion,
  }),
  defineRoute({
    method: 'GET',
    url: mappingPaths.questions.list,
    permission: 'readQuestions',
    schema: { query: catalogueListQuerySchema },
    async handler(ctx): Promise<{ id: number; question: string; domain: string }[]> {
      const options = await catalogueOptions(ctx, 'questions', ctx.query.search);
      return options.map(({ id, text, domain }) => ({ id, question: text, domain }));
    },
  }),
  defineRoute({
    method: 'GET',
    url: mappingPaths.questions.show(':id'),
    permission: 'readQuestions',
    schema: { params: idParams, query: catalogueShowQuerySchema },
    async handler(ctx): Promise<Question> {
      const { domain, timeframe } = ctx.query;
      const rows = await questionRows(ctx, await mappingCaller(ctx), timeframe)
        .where('q.id', '=', ctx.params.id)
        .$if(domain !== undefined, (qb) => qb.where('q.domain', '=', domain!))
        .orderBy('q.domain')
        .limit(2)
        .execute();
      return toQuestion(oneOnDomain(rows, questionNotFound, 'domain'));
    },
  }),
];
