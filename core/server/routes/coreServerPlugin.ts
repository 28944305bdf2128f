import { entityInformationBatchRoute } from '../entities/entityInformationBatchRoute';
import { coreJobs } from '../jobs/coreJobs';
import { imageSearchRoute, imageSourcesRoute } from '../media/imageSearchRoutes';
import { defineServerPlugin } from '../plugin/defineServerPlugin';
import { clientOrganisationsRoute, getSettingRoute, meRoute, saveSettingRoute, userDetailsRoute, userSearchRoute } from './accountRoutes';
import { loginRoute, logoutRoute, refreshRoute } from './authRoutes';

/** Core's own server half: declared like any plugin's, so the same guard and checks apply. */
export const coreServerPlugin = defineServerPlugin({
  routes: [loginRoute, refreshRoute, logoutRoute, meRoute, userSearchRoute, userDetailsRoute, getSettingRoute, saveSettingRoute, clientOrganisationsRoute, entityInformationBatchRoute, imageSourcesRoute, imageSearchRoute],
  jobs: coreJobs,
  // The audiences each visitor holds, which ingest and the decisions read.
  caches: [{ name: 'visitorAssignments', holds: 'visitors', refresh: ({ events }) => events.forgetVisitors() }],
});
