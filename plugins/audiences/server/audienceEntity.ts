import { defineEntity } from '../../../core/server/entities';
import type { AudienceTable } from './AudiencesTables';

/** Audiences as a management entity (issue 15): audited, versioned; organisation_id null is the shared taxonomy. */
export const audienceEntity = defineEntity<AudienceTable>({ type: 'audience', table: 'audiences', permission: 'getAudiences', notFound: 'Audience not found.' });
