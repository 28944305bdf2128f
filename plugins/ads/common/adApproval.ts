import type { AdApproval } from './Ad';
import type { AdInput } from './adSchema';
import { adType } from './adType';

type Reviewed = Pick<AdInput, 'tag' | 'nativeTag' | 'settings' | 'isStatic' | 'native'>;
type Review = { approved: boolean; rejection_reason: string | null };

/** Objects with their keys in order: settings read back from the database come in another order than they were sent. */
const sortedKeys = (_key: string, value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value);

/** The fields an admin reviews: what the ad runs on the page. */
const reviewedCode = (ad: Reviewed) => JSON.stringify([adType(ad), ad.tag, ad.nativeTag, ad.settings], sortedKeys);

/** Where an ad stands in the review queue. */
export const adApproval = (review: Review): AdApproval => (review.approved ? 'approved' : review.rejection_reason ? 'rejected' : 'pending');

/**
 * The review of an ad saved as `next` (management §4, AD-15 … AD-17, OP-12): a static ad counts
 * as approved; a dynamic or Google ad keeps its review — approved, or rejected with its reason —
 * only when its type, tag, native tag and Google settings are those reviewed (`stored`, absent
 * on create); new code waits in the queue again.
 */
export function reviewAfterSave(stored: (Reviewed & Review) | undefined, next: Reviewed): Review {
  if (adType(next) === 'static') return { approved: true, rejection_reason: null };
  if (!stored || reviewedCode(stored) !== reviewedCode(next)) return { approved: false, rejection_reason: null };
  return { approved: stored.approved, rejection_reason: stored.rejection_reason };
}
