import * as yup from 'yup';
import { validators } from '../validation';
import { entityVersion } from './entityVersion';

/** A rejection's reason is shown to the owner: a sentence or two. */
export const REJECTION_REASON_MAX = 500;

/**
 * The back-office review's bodies (OP-12, the ads and pixels queues): the version the admin
 * reviewed, so code changed meanwhile is not decided unseen (409), and a rejection's reason.
 */
export const reviewApproveSchema = yup.object({ version: entityVersion() });
export const reviewRejectSchema = reviewApproveSchema.shape({ reason: validators.max('Reason', REJECTION_REASON_MAX).concat(validators.required('Reason')) });
export type ReviewRejection = yup.InferType<typeof reviewRejectSchema>;
