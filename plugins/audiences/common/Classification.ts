import * as yup from 'yup';
import { safeText } from '../../../core/common/validation';

/** The AI page's timeframes in days: last 24 hours, 7 days (default), 30 days (management §9, AI-02). */
export const CLASSIFICATION_DAYS = [1, 7, 30] as const;
export type ClassificationDays = (typeof CLASSIFICATION_DAYS)[number];
export const DEFAULT_CLASSIFICATION_DAYS: ClassificationDays = 7;

/**
 * One AI topic's counts (management §3 Classification, AI-08), over the asked domains and days:
 * - `doc_count`: page views of pages classified into the topic or one of its sub-topics;
 * - `counts.visitors`: distinct visitors who viewed such a page (the topic's readers);
 * - `counts.users`: distinct visitors who viewed any page of the domains (the same for every
 *   topic), so the tracked percentage visitors ÷ users × 100 (OP-42) is the share of the site's
 *   users the topic reached, never above 100.
 */
export interface Classification {
  /** The topic's audience id. */
  key: number;
  doc_count: number;
  counts: { visitors: { value: number }; users: { value: number } };
}

/** GET classifications' query: one domain, or none for all the caller's domains, and the days. */
export const classificationQuerySchema = yup.object({
  domain: safeText(253, { trim: true }),
  days: yup
    .number()
    .oneOf([...CLASSIFICATION_DAYS], 'days must be 1, 7 or 30.')
    .default(DEFAULT_CLASSIFICATION_DAYS),
});

/** Tracked percentage (OP-42): visitors ÷ users × 100; 0 without users. Shown with two decimals. */
export function trackedPercentage(item: Classification): number {
  const users = item.counts.users.value;
  return users > 0 ? (item.counts.visitors.value / users) * 100 : 0;
}
