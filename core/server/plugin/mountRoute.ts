import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WrappedReply } from '../../common/api/apiReply';
import { effectiveAccess } from '../auth/SessionResolver';
import { tokenFromRequest } from '../auth/tokenFromRequest';
import type { InputContext } from '../../common/validation/safeInput';
import { ApiError } from '../http/ApiError';
import { validateInput } from '../http/validateInput';
import { scopeDomains } from '../resources/scopeDomains';
import type { ServerServices } from '../ServerServices';
import type { SessionUser } from '../users/SessionUser';
import type { RouteContext, RouteCredential, RouteSchemas, ServerRoute } from './defineServerPlugin';
import { cancelledBy } from '../tasks/cancelledBy';

export const API_PREFIX = '/api';

/** Fastify route config of every API route: the matrix test, the input fuzzer and docs read the table from it. */
export interface ApiRouteConfig {
  permission: string;
  pluginId: string;
  /** The credential the route takes instead of a session (RouteCredential.name); absent: a session. */
  credential?: string;
  /** The route's yup schemas, which the input fuzzer derives its hostile values from. */
  schema?: RouteSchemas;
}

/**
 * Mounts one declared route behind the guard: authenticate (401), evaluate the rule with the
 * caller's access + AUTHENTICATED, or what the route's credential grants (403), count a
 * search-as-you-type request (429), validate params/query/body (422), then run the handler
 * and wrap its result.
 */
export function mountRoute(app: FastifyInstance, route: ServerRoute, pluginId: string, services: ServerServices) {
  const config: ApiRouteConfig = { permission: route.permission, pluginId, credential: route.credential?.name, schema: route.schema };
  app.route({
    method: route.method,
    url: `${API_PREFIX}${route.url}`,
    config,
    bodyLimit: route.bodyLimit?.(services.config),
    handler: async (request, reply) => {
      const { user, credential, access } = route.credential ? await credentialCaller(route.credential, request, services) : await sessionCaller(request, services, route.permission === 'public');
      if (!services.registry.permissions.can(route.permission, access)) throw user || route.credential ? ApiError.forbidden() : ApiError.unauthenticated();
      if (route.searchAsYouType) await services.searchThrottle.count({ userId: user?.id, ip: request.ip });
      const schema = route.schema ?? {};
      const ctx: RouteContext = {
        user,
        credential,
        access,
        params: await routeInput(schema.params, request.params, services.inputContext),
        query: route.plainQuery?.(request.query) ?? (await routeInput(schema.query, request.query, services.inputContext)),
        body: await routeInput(schema.body, request.body, services.inputContext),
        db: services.db,
        can: (rule) => services.registry.permissions.can(rule, access),
        scopeDomains: (filter) => scopeDomains(filter, user?.analyticsDomains ?? [], services.registry.permissions.can('viewGlobalMonitoring', access)),
        services,
        request,
        reply,
      };
      const data = route.task
        ? await services.tasks.run({ action: `${route.method} ${route.url}`, type: route.task, description: `${user?.email ?? 'anonymous'}: ${request.url}` }, ({ signal }) =>
            cancelledBy(signal, Promise.resolve(route.handler(ctx))),
          )
        : await route.handler(ctx);
      if (reply.sent) return reply;
      return { status: 'success', data: data ?? null } satisfies WrappedReply<unknown>;
    },
  });
}

/**
 * One part of the request as the handler gets it: cast by the route's schema, or `{}` when the
 * route declares none (it takes no such input, so none reaches it unchecked). The cast is the
 * type boundary: `defineRoute` typed the handler with the schema's output, which only the route knows.
 */
async function routeInput(schema: RouteSchemas['body'], input: unknown, context: InputContext): Promise<RouteContext['body']> {
  return (schema ? await validateInput(schema, input, context) : {}) as RouteContext['body'];
}

/** Who calls a route, as the guard and the handler's context know them. */
type Caller = Pick<RouteContext, 'user' | 'credential' | 'access'>;

/** A session route's caller: the signed-in user (or anonymous) with their access. */
async function sessionCaller(request: FastifyRequest, services: ServerServices, isPublic: boolean): Promise<Caller> {
  const user = await authenticate(request, services, isPublic);
  return { user, credential: undefined, access: effectiveAccess(user) };
}

/** A credential route's caller: no user, what the credential names and grants (its resolve answers a bad one with 401). */
async function credentialCaller(credential: RouteCredential<unknown>, request: FastifyRequest, services: ServerServices): Promise<Caller> {
  const { caller, access } = await credential.resolve(request, services.db);
  return { user: null, credential: caller, access };
}

/**
 * The signed-in user of a request. On `public` routes a missing or broken token just means
 * anonymous (a stale cookie must not block login); elsewhere it is a 401 with the contract's code.
 */
async function authenticate(request: FastifyRequest, services: ServerServices, isPublic: boolean): Promise<SessionUser | null> {
  const result = await services.sessions.resolve(tokenFromRequest(request));
  if (result.ok) return result.user;
  if (isPublic) return null;
  if (result.reason === 'expired') throw ApiError.tokenExpired();
  if (result.reason === 'invalid') throw ApiError.invalidToken();
  throw ApiError.unauthenticated();
}
