/** The channels calls (management §7), relative to /api; both halves import them. */
export const channelPaths = {
  list: '/v1/channels',
  /** One page of the list: search, sort, filters (channelDatatable). */
  datatable: '/v1/channels/datatable',
  /** Every channel's id and title, for naming channel filters (readable with the monitoring rule). */
  names: '/v1/channels/names',
  create: '/v1/channels/create',
  remove: (id: number | string) => `/v1/channels/${id}`,
};
