import * as yup from 'yup';
import { apiParams, INPUT_LIMITS, jsonParam, lazyMessage, parsedJson, safeText, validationMessage } from '../validation';
import type { DatatableQuery } from './DatatableQuery';
import type { DatatableRef } from './datatableRef';

/** Longest search text; longer is refused (422) rather than cut. */
const DATATABLE_SEARCH_MAX = 255;

/** One value or a list of them as a list (a client may send `sortBy: "id"` for `["id"]`). */
const asList = (value: unknown) => (value === undefined || Array.isArray(value) ? value : [value]);

/**
 * The query of one table's datatable call, from its ref: options and filters arrive as JSON
 * text, are parsed here and checked against the table's page sizes, sort keys and filters.
 * Every refusal names its field (`options.sortBy[0]`, `filters.foo`, `options` for broken JSON),
 * so the route answers 422 with it; omitted parts take the table's defaults. The client may
 * validate its URL state with the same schema.
 */
export function datatableQuerySchema<K extends string, F extends yup.AnyObject>(ref: DatatableRef<unknown, K, F>): yup.ISchema<DatatableQuery<K, F>> {
  const sortKey = yup
    .mixed<K>()
    .test('sort-key', lazyMessage('oneOfValues', { field: 'options.sortBy', values: ref.sortKeys.join(', ') }), (v) => (ref.sortKeys as readonly unknown[]).includes(v));
  const options = yup
    .object({
      page: apiParams.count('options.page', 1, INPUT_LIMITS.idMax).default(1),
      itemsPerPage: apiParams
        .wholeNumber('options.itemsPerPage')
        .oneOf([...ref.pageSizes], lazyMessage('oneOfValues', { field: 'options.itemsPerPage', values: ref.pageSizes.join(', ') }))
        .default(ref.defaultPageSize),
      sortBy: yup.array(sortKey.defined()).transform(asList).default([]),
      sortDesc: yup.array(apiParams.boolean('options.sortDesc').defined()).transform(asList).default([]),
    });
  const filterKeys = Object.keys(ref.filters.fields);
  const filters = jsonParam(ref.filters, 'filters')
    // validateInput strips unknown keys before yup's noUnknown could see them: look at what was sent.
    .test('known-filters', (_value, ctx) => {
      const sent = parsedJson(ctx.originalValue);
      const unknown = sent && typeof sent === 'object' ? Object.keys(sent).find((key) => !filterKeys.includes(key)) : undefined;
      return unknown === undefined || ctx.createError({ path: `filters.${unknown}`, message: validationMessage('unknownKey', { field: `filters.${unknown}` }) });
    });
  return yup.object({
    search: safeText(DATATABLE_SEARCH_MAX, { trim: true, field: 'search' }).default(''),
    options: jsonParam(options, 'options'),
    filters,
  }) as unknown as yup.ISchema<DatatableQuery<K, F>>;
}
