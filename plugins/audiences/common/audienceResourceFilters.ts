import * as yup from 'yup';

const instant = (name: string) =>
  yup
    .number()
    .transform((value, original) => (typeof original === 'string' && original.trim() !== '' && !/^-?\d+$/.test(original.trim()) ? Date.parse(original) : value))
    .typeError(`${name} must be epoch milliseconds or an ISO 8601 date.`)
    .integer(`${name} must be epoch milliseconds or an ISO 8601 date.`)
    .optional();

const domain = yup
  .mixed<string | string[]>()
  .optional()
  .test('domains', 'domain must be a text or a list of texts.', (v) => v === undefined || typeof v === 'string' || (Array.isArray(v) && v.every((d) => typeof d === 'string')));

const range = { from: instant('from'), to: instant('to'), domain };
const ordered = (f: { from?: number; to?: number }) => f.from === undefined || f.to === undefined || f.from < f.to;

/** audiences: users per audience in a time range; usePinpollAudiences false leaves out the provider's audiences. */
export const audiencesFilterSchema = yup
  .object({ ...range, usePinpollAudiences: yup.boolean().typeError('usePinpollAudiences must be true or false.').optional() })
  .test('range', 'from must be before to.', ordered);
export type AudiencesFilter = yup.InferType<typeof audiencesFilterSchema>;

/** audiences/growth/…: new visitors of one audience over a time range (UTC buckets). */
export const audienceGrowthFilterSchema = yup
  .object({ ...range, audienceId: yup.number().typeError('audienceId must be a number.').integer().positive().required('audienceId is required.') })
  .test('range', 'from must be before to.', ordered);
export type AudienceGrowthFilter = yup.InferType<typeof audienceGrowthFilterSchema>;
