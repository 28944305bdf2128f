import * as yup from 'yup';
import { eventFilterQuerySchema } from '../../../core/common/events';
import { requiredId } from '../../../core/common/validation';

/** audiences: users per audience for the monitoring filter; usePinpollAudiences false leaves out the provider's audiences. */
export const audiencesFilterSchema = eventFilterQuerySchema;
export type AudiencesFilter = yup.InferType<typeof audiencesFilterSchema>;

/** audiences/growth/…: new visitors of one audience over a time range (UTC buckets). */
export const audienceGrowthFilterSchema = eventFilterQuerySchema.shape({
  audienceId: requiredId('audienceId'),
});
export type AudienceGrowthFilter = yup.InferType<typeof audienceGrowthFilterSchema>;
