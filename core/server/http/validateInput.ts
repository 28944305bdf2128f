import { ValidationError, type ISchema } from 'yup';
import { listProblem } from '../../common/validation/listProblem';
import { inputProblem, type InputContext } from '../../common/validation/safeInput';
import { ApiError } from './ApiError';

/**
 * Validates and casts one part of a request (body, query or params) or a socket message with a
 * yup schema. First, whatever the schema: no text or key with NUL or a lone surrogate, no
 * number that is not finite, no nesting beyond the input limits — so no schema, transform or
 * query ever sees such a value — and no list where the schema expects one value (listProblem). Every failing field is reported (not only the first), as the
 * 422 contract wants; `context` is what schemas may read (the registry's card components).
 */
export async function validateInput<T>(schema: ISchema<T>, input: unknown, context: InputContext = {}): Promise<T> {
  assertSafeInput(input);
  // Before yup casts: a one-item list where one value is expected is refused, not unwrapped.
  const list = listProblem(schema, input ?? {}, context);
  if (list) throw ApiError.validation({ [list.path || '_']: [list.message] });
  try {
    return await schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true, context });
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

/** The input limits that hold whatever the schema (see inputProblem): a 422 naming the field otherwise. */
export function assertSafeInput(input: unknown): void {
  const problem = inputProblem(input);
  if (problem) throw ApiError.validation({ [problem.path || '_']: [problem.message] });
}
