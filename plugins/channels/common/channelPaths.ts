/** One channel's calls: show (GET), update (PUT), destroy (DELETE). */
const byId = (id: number | string) => `/v1/channels/${id}`;

/** The channels calls (management §7; show and update as OP-09's REST conventions), relative to /api; both halves import them. */
export const channelPaths = {
  list: '/v1/channels',
  /** One page of the list: search, sort, filters (channelDatatable). */
  datatable: '/v1/channels/datatable',
  /** Every channel's id and title, for naming channel filters (readable with the monitoring rule). */
  names: '/v1/channels/names',
  create: '/v1/channels/create',
  show: byId,
  update: byId,
  remove: byId,
};
