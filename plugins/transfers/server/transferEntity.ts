import { defineEntity } from '../../../core/server/entities';
import type { TransferTable } from './TransfersTables';

/** Audience transfers as a management entity: scoped to the caller's organisations, audited, versioned. */
export const transferEntity = defineEntity<TransferTable>({ type: 'transfer', table: 'transfers', permission: 'viewTransferAudiences', notFound: 'Transfer not found.' });
