import { formatPercent } from '../../../core/common/format';

/** Leads as a share of visitors (OP-41), undefined when there are no visitors to divide by: the overview and the CSV download. */
export function leadsShare(leads: number, visitors: number): number | undefined {
  return visitors > 0 ? leads / visitors : undefined;
}

/** Leads in percent of visitors with two decimals, a dash when there are no visitors to divide by (OP-41). */
export function leadsPercent(leads: number, visitors: number, locale = 'en'): string {
  const share = leadsShare(leads, visitors);
  return share === undefined ? '–' : formatPercent(share, locale);
}
