import type { EntityFields } from '../../../core/common/entities';
import type { Audience } from './Audience';

/** One audience as show, create and update answer it: the node without its sub-audiences, with version and audit. */
export type AudienceEntity = Omit<Audience, 'children'> & EntityFields & { keywords: string | null };

/** What deleting an audience takes with it (DELETE answers it, deleteImpact tells it before). */
export interface AudienceDeleteImpact {
  /** All audiences below it, at any depth. */
  subAudiences: number;
  /** Mapping rules (surf behaviour, question, form) of it and its sub-audiences. */
  rules: number;
}
