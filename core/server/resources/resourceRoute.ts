import { RESOURCES_PATH } from '../../common/resources/resourceRef';
import type { ServerRoute } from '../plugin/defineServerPlugin';
import type { ResourceDefinition } from './defineResource';

/** The HTTP half of a resource: GET /api/v1/monitoring/<name>?<filter> → data. */
export function resourceRoute(resource: ResourceDefinition): ServerRoute {
  return {
    method: 'GET',
    url: `${RESOURCES_PATH}/${resource.name}`,
    permission: resource.permission,
    schema: { query: resource.filter },
    searchAsYouType: resource.searchAsYouType,
    handler: async (ctx) => {
      const query = ctx.query as Record<string, unknown> & { domain?: string | string[] };
      const filter = resource.domainScoped ? ctx.scopeDomains(query) : query;
      return resource.query(filter, { db: ctx.db, events: ctx.services.events });
    },
  };
}
