import { datatableRef } from '../../../core/common/datatable';
import type { Form, Question } from './Mapping';
import { mappingPaths } from './mappingPaths';
import { formFiltersSchema, questionFiltersSchema } from './mappingSchemas';

/** The question mapping table (MT-02 … MT-08): 25 rows, id descending by default. */
export const questionDatatable = datatableRef<Question>()({
  path: mappingPaths.questions.datatable,
  permission: 'viewPolls',
  sortKeys: ['id', 'question', 'votes', 'domain', 'language', 'mappings', 'question_created_at'],
  defaultSort: { key: 'id', desc: true },
  defaultPageSize: 25,
  filters: questionFiltersSchema,
});

/** The lead form table (MT-19 … MT-22): 25 rows, id descending by default. */
export const formDatatable = datatableRef<Form>()({
  path: mappingPaths.forms.datatable,
  permission: 'viewForms',
  sortKeys: ['id', 'title', 'email', 'lead_data_count', 'mappings', 'created_at'],
  defaultSort: { key: 'id', desc: true },
  defaultPageSize: 25,
  filters: formFiltersSchema,
});
