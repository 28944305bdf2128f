import { addDays, isoDay } from '../../../core/common/dateRange';

/** How far ahead the date pickers reach: the spec sets no latest day, Blueprint's own default (6 months) is too near for a campaign. */
const YEARS_AHEAD = 5;

/** The latest day a transfer's date pickers offer: about five years from today. */
export function latestTransferDay(): string {
  return addDays(isoDay(new Date()), Math.round(YEARS_AHEAD * 365.25));
}
