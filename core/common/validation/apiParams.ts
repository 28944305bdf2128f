import * as yup from 'yup';
import { INPUT_LIMITS } from './safeInput';
import { lazyMessage } from './validationMessages';

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
};
