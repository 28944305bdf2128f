import { defineServerPlugin } from '../../../core/server/plugin';
import { browsersResource, devicesResource, operatingSystemsResource, referrerByTypeResource, referrerResource, referrerTypesResource } from './resources/breakdowns';
import { completeResource } from './resources/complete';
import { eventHistoryResource } from './resources/eventHistory';
import { eventHistogramResource, usersHistogramResource, viewsHistogramResource } from './resources/histograms';
import { usersDomainsResource, usersPagesResource, viewsDomainsResource, viewsPagesResource } from './resources/lists';
import { eventsResource, labelsResource } from './resources/pickLists';
import { toolsStatsResource } from './resources/toolsStats';
import { usersResource, viewsResource } from './resources/totals';

/** The monitoring resources of spec §7 over the event store (GET /api/v1/monitoring/<name> + socket feeds). */
export default defineServerPlugin({
  resources: [
    usersResource,
    viewsResource,
    devicesResource,
    browsersResource,
    operatingSystemsResource,
    referrerResource,
    referrerTypesResource,
    referrerByTypeResource,
    usersPagesResource,
    usersDomainsResource,
    viewsPagesResource,
    viewsDomainsResource,
    usersHistogramResource,
    viewsHistogramResource,
    eventHistoryResource,
    eventHistogramResource,
    toolsStatsResource,
    eventsResource,
    labelsResource,
    completeResource,
  ],
});
