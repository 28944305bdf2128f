import * as yup from 'yup';
import { INPUT_LIMITS } from './safeInput';
import { lazyMessage } from './validationMessages';

/** Items one list of a body may hold. */
const LIST_MAX = 500;

/**
 * Query and path parameters of the API (resource filters, ids) as yup schemas. Their messages
 * are worded from the shared templates with the parameter's name as the field, so the client
 * translates them like every server field message (spec §5); the server words them in English.
 */
export const apiParams = {
  number: (name: string) => yup.number().typeError(lazyMessage('number', { field: name })),
  wholeNumber: (name: string) => apiParams.number(name).integer(lazyMessage('wholeNumber', { field: name })),
  /** A whole number from `min` to `max`, e.g. a list's size. */
  count: (name: string, min: number, max: number) =>
    apiParams
      .wholeNumber(name)
      .min(min, lazyMessage('minValue', { field: name, min }))
      .max(max, lazyMessage('maxValue', { field: name, max })),
  /** A record's id: 1 … the PostgreSQL integer maximum, so it never overflows a query. */
  id: (name: string) => apiParams.count(name, 1, INPUT_LIMITS.idMax),
  boolean: (name: string) => yup.boolean().typeError(lazyMessage('boolean', { field: name })),
  oneOf: <T extends string>(name: string, values: readonly T[]) => yup.mixed<T>().oneOf([...values], lazyMessage('oneOfValues', { field: name, values: values.join(', ') })),
  requiredText: (name: string) => yup.string().required(lazyMessage('required', { field: name })),
  /** A body's list of `item`s (a campaign's assignments): none when absent, at most `max` — an input limit, not a rule of the spec. */
  list: <T>(name: string, item: yup.Schema<T>, max = LIST_MAX) =>
    yup
      .array(item)
      .typeError(lazyMessage('invalid'))
      .max(max, lazyMessage('maxItems', { field: name, max }))
      .default([]),
  /** A body's list of record ids; which of them the caller may assign, the server checks against its data. */
  ids: (name: string) => apiParams.list(name, apiParams.id(`${name}[]`).required(lazyMessage('required', { field: `${name}[]` }))),
};
