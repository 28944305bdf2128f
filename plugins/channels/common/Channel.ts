import type { EntityFields } from '../../../core/common/entities';

/** Channel entity (management §3): a named path prefix of the organisation's sites, with version, owner and audit (EntityFields). */
export interface Channel extends EntityFields {
  id: number;
  title: string;
  path: string;
  /** ISO timestamp. */
  created_at: string;
}
