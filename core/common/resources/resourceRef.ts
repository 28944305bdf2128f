/** Type-only keys: a ref carries its filter and reply types without any runtime value. */
declare const filterType: unique symbol;
declare const replyType: unique symbol;

/**
 * Who may read a resource, as the rules of the screens that show it (spec §2 route table):
 * `permission` guards the HTTP GET, `feedPermission` the socket feed (default the same rule).
 * Data the insights pages load once but only the realtime dashboard follows live reads with
 * viewMonitoring and follows with viewRealtime.
 */
export interface ResourceRules {
  permission: string;
  feedPermission?: string;
}

/**
 * A resource as both halves name it (Kibana's route paths declared once in common/): the name
 * the server mounts it under and the socket keys its feeds by, the permission rules both halves
 * check (the server to refuse, the client not to ask), plus the filter it takes and the reply
 * it answers as phantom types. The server's `defineResource(ref, …)` must return the reply
 * type; the client's `useResource(ref, filter)` gets it back without a cast.
 */
export interface ResourceRef<F extends object = object, R = unknown> {
  /** GET /api/v1/monitoring/<name>; the feed key and the manifest's `resources` entry. */
  readonly name: string;
  /** Rule checked on every GET. */
  readonly permission: string;
  /** Rule checked on every subscribe; the client subscribes only when the user holds it. */
  readonly feedPermission: string;
  readonly [filterType]?: F;
  readonly [replyType]?: R;
}

/** The filter type a ref's server half validates and queries with. */
export type FilterOf<Ref> = Ref extends ResourceRef<infer F, unknown> ? F : never;

/** The reply type a ref's server half answers with. */
export type ReplyOf<Ref> = Ref extends ResourceRef<object, infer R> ? R : never;

/** Declares a resource once, in the owning plugin's `common/`: `resourceRef<MonitoringFilter, HistogramPoint[]>('users/histogram', rules)`. */
export function resourceRef<F extends object, R>(name: string, { permission, feedPermission = permission }: ResourceRules): ResourceRef<F, R> {
  return Object.freeze({ name, permission, feedPermission });
}

/** The names of a plugin's refs, as its manifest lists the resources it provides. */
export function resourceNames(refs: Record<string, ResourceRef>): string[] {
  return Object.values(refs).map((ref) => ref.name);
}

/** Where resources answer over HTTP: GET `<RESOURCES_PATH>/<name>?<filter>` (under /api). */
export const RESOURCES_PATH = '/v1/monitoring';

/** A resource's GET path; names such as users/histogram are paths: each part encoded, the slashes kept. */
export function resourcePath(ref: Pick<ResourceRef, 'name'>): string {
  return `${RESOURCES_PATH}/${ref.name.split('/').map(encodeURIComponent).join('/')}`;
}
