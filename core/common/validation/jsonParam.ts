import * as yup from 'yup';
import { INPUT_LIMITS, inputProblem } from './safeInput';
import { parsedJson } from './parsedJson';
import { lazyMessage } from './validationMessages';

/**
 * An object parameter sent as JSON text: parsed, refused naming `field` when it is no object.
 * The input limits ran on the text; what the text encodes (a `\u0000`, deep nesting) is held to them here.
 */
export function jsonParam<T extends yup.AnyObject>(schema: yup.ObjectSchema<T>, field: string): yup.ObjectSchema<T> {
  return schema
    .transform((value, original) => parsedJson(original) ?? value)
    .typeError(lazyMessage('jsonObject', { field }))
    .test('safe-json', (_value, ctx) => {
      const problem = inputProblem(parsedJson(ctx.originalValue), INPUT_LIMITS.depthMax, field);
      return !problem || ctx.createError({ path: problem.path, message: problem.message });
    });
}
