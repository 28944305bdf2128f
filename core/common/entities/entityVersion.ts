import { requiredId } from '../validation';

/** The `version` an update body carries: the version of the row the edit started from (EntityFields). */
export const entityVersion = () => requiredId('version');
