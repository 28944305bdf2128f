import { ValidationError, type ISchema } from 'yup';
import { ApiError } from './ApiError';

/**
 * Validates and casts one part of a request (body, query or params) with a yup schema.
 * Every failing field is reported (not only the first), as the 422 contract wants.
 */
export async function validateInput<T>(schema: ISchema<T>, input: unknown): Promise<T> {
  try {
    return await schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const errors: Record<string, string[]> = {};
    for (const e of err.inner.length ? err.inner : [err]) {
      const field = e.path || '_';
      (errors[field] ??= []).push(...e.errors);
    }
    throw ApiError.validation(errors);
  }
}
