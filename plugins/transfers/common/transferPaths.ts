/** One transfer's calls: show (GET), update (PUT), destroy (DELETE). */
const byId = (id: number | string) => `/v1/audiences/transfers/${id}`;

/** The audience transfer calls (management §7; show, update and destroy as OP-09's REST conventions), relative to /api; both halves import them. */
export const transferPaths = {
  /** One page of the list: search, sort, filters (transferDatatable). */
  datatable: '/v1/audiences/transfers/datatable',
  /** POST {id, newState}: the detail's active switch. */
  toggleState: '/v1/audiences/transfers/toggleState',
  /** POST: answers the new transfer's id. */
  create: '/v1/audiences/transfers/create',
  /** The detail: the transfer with its audiences split into interests and properties (TransferDetail). */
  show: byId,
  /** The wizard's values: the transfer with its audiences in one list (Transfer). */
  edit: (id: number | string) => `${byId(id)}/edit`,
  update: byId,
  remove: byId,
};
