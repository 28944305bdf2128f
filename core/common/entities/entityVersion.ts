import { apiParams, lazyMessage } from '../validation';

/** The `version` an update body carries: the version of the row the edit started from (EntityFields). */
export const entityVersion = () => apiParams.id('version').required(lazyMessage('required', { field: 'version' }));
