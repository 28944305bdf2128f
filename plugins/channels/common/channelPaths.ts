/** The channels calls (management §7), relative to /api; both halves import them. */
export const channelPaths = {
  list: '/v1/channels',
  create: '/v1/channels/create',
  remove: (id: number | string) => `/v1/channels/${id}`,
};
