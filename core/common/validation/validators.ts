import * as yup from 'yup';
import { isIsoDay, type IsoDay } from '../dateRange/calendarDays';
import { trimmedString } from './safeInput';
import { lazyMessage, validationMessage } from './validationMessages';

/** A URL needs an ftp, http or https prefix and no spaces (spec §5). */
const URL_PATTERN = /^(ftp|https?):\/\/[^\s]+$/i;
/** A path needs a leading slash, e.g. /sport (spec §5). */
const PATH_PATTERN = /^\/\S*$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The spec's form validators (§5) as yup schemas, shared by client forms and server routes.
 * Each takes the field label used in its message (English; the client translates it).
 */
export const validators = {
  required: (field: string) => trimmedString().required(lazyMessage('required', { field })),
  email: (field: string) =>
    trimmedString()
      .required(lazyMessage('required', { field }))
      .matches(EMAIL_PATTERN, lazyMessage('email', { field })),
  url: (field: string) => trimmedString().matches(URL_PATTERN, { message: lazyMessage('url', { field }), excludeEmptyString: true }),
  path: (field: string) => trimmedString().matches(PATH_PATTERN, { message: lazyMessage('path', { field }), excludeEmptyString: true }),
  numeric: (field: string) => yup.string().matches(/^\d*$/, lazyMessage('numeric', { field })),
  min: (field: string, min: number) => yup.string().min(min, lazyMessage('min', { field, min })),
  max: (field: string, max: number) => yup.string().max(max, lazyMessage('max', { field, max })),
  minValue: (field: string, min: number) => yup.number().typeError(lazyMessage('invalid')).min(min, lazyMessage('minValue', { field, min })),
  maxValue: (field: string, max: number) => yup.number().typeError(lazyMessage('invalid')).max(max, lazyMessage('maxValue', { field, max })),
  oneOf: <T extends string>(field: string, values: readonly T[]) => yup.string().oneOf(values as T[], lazyMessage('oneOf', { field })),
  /**
   * An optional calendar day `YYYY-MM-DD` (spec §5: campaign dates), a real one, and with
   * `earliest` not before it (ISO days compare as text).
   */
  day: (field: string, earliest?: IsoDay) =>
    trimmedString()
      .test('day', lazyMessage('day', { field }), (value) => value == null || isIsoDay(value))
      .test('day-not-before', (value, ctx) => !earliest || value == null || !isIsoDay(value) || value >= earliest || ctx.createError({ message: validationMessage('dayNotBefore', { field, day: earliest }) })),
  /** Equal to the sibling field `<name>_confirmation`, as the spec's `confirmed`. */
  confirmed: (field: string, name: string) => yup.string().oneOf([yup.ref(`${name}_confirmation`)], lazyMessage('confirmed', { field })),
};
