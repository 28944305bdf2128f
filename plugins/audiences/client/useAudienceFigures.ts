import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../core/client/i18n';
import { leadsPercent } from '../common/leadsPercent';

/** An audience's counts as the overview shows them (the texts of its card and details dialog). */
export interface AudienceFigures {
  visitors: string;
  leads: string;
  leadsPercent: string;
}

/**
 * Counts abbreviated above 999 (OP-36) in the interface language, leads also in percent of the
 * visitors (OP-41); a dash for a count not known (loading, or leads of today: AO-17).
 */
export function useAudienceFigures(): (visitors: number | undefined, leads: number | undefined) => AudienceFigures {
  const { i18n } = useTranslation();
  const format = useFormat();
  const count = (n: number | undefined) => (n === undefined ? '–' : format.managementNumber(n));
  return (visitors, leads) => ({
    visitors: count(visitors),
    leads: count(leads),
    leadsPercent: visitors === undefined || leads === undefined ? '–' : leadsPercent(leads, visitors, i18n.language),
  });
}
