/** One tracking's calls: show (GET), update (PUT), destroy (DELETE). */
const byId = (id: number | string) => `/v1/trackings/${id}`;

/** The trackings calls (management §7; methods as OP-09's REST conventions), relative to /api; both halves import them. */
export const trackingPaths = {
  /** One page of the list: search, sort, filters (trackingDatatable). */
  datatable: '/v1/trackings/datatable',
  /** POST {id, newState}: the active flag (TK-19). */
  toggleState: '/v1/trackings/toggleState',
  /** POST trackingSchema; answers the new id (TK-16). */
  create: '/v1/trackings/create',
  /** The detail's tracking (TK-22), with the texts it shows. */
  show: byId,
  /** The wizard's values of a tracking and the version they were read at. */
  edit: (id: number | string) => `/v1/trackings/${id}/edit`,
  update: byId,
  remove: byId,
};
