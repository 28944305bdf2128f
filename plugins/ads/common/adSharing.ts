import type { AdOrganisation } from './Ad';
import type { AdInput } from './adSchema';

/**
 * AD-33: the organisations an ad is shared with after choosing `organisationId` — choosing one
 * of the caller's default organisations switches all-experiences on (its ads run on whole
 * experiences, not on single questions).
 */
export function shareWith<T extends Pick<AdInput, 'organisations' | 'allExperiences'>>(ad: T, organisationId: number, choices: readonly AdOrganisation[]): T {
  const organisations = ad.organisations.includes(organisationId) ? ad.organisations : [...ad.organisations, organisationId];
  const isDefault = choices.some((o) => o.id === organisationId && o.default);
  return { ...ad, organisations, allExperiences: ad.allExperiences || isDefault };
}
