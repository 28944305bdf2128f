import type { MappedAudience } from '../common/Mapping';

/** The mappings column of the three tables: the names of the audiences a row's rules assign. */
export function mappedAudienceNames(audiences: readonly MappedAudience[]): string {
  return audiences.map((audience) => audience.text).join(', ');
}
