/** One ad's calls: show (GET), update (PUT), destroy (DELETE). */
const byId = (id: number | string) => `/v1/ads/${id}`;

/** The ad calls (management §7, issue 18's paths), relative to /api; both halves import them. */
export const adPaths = {
  /** Every ad the caller reads, as AdChoice: the tracking wizard's ads picker. */
  getAds: '/v1/ads/getAds',
  /** One page of the table (adDatatable). */
  datatable: '/v1/ads/datatables',
  /** The inventory's element search (AD-35): the catalogue's polls, quizzes and personality tests, for covers and results. */
  elements: '/v1/ads/elements',
  /** The pixels that fired with an ad's views and CTA clicks (`?id=`), while the pixels plugin is enabled. */
  pixels: '/v1/ads/pixels',
  /** The targeting tab's choices besides the audiences: the categories of the caller's questions. */
  targeting: '/v1/ads/targeting',
  create: '/v1/ads/create',
  show: byId,
  update: byId,
  remove: byId,
  /** POST: a copy of the ad, owned by the caller (duplicateAds). */
  duplicate: (id: number | string) => `/v1/ads/${id}/duplicate`,
  /** The review queue (admins): dynamic and Google ads waiting for approval. */
  queue: '/v1/ads/queue',
  approve: (id: number | string) => `/v1/ads/${id}/approve`,
  reject: (id: number | string) => `/v1/ads/${id}/reject`,
  /** The caller's organisation's ads plan and this month's ad views (OP-60's notice). */
  plan: '/v1/ads/plan',
  /** The ad decision for a place in an element (public: the embed asks it). */
  serve: '/v1/ads/serve',
  /** The reference embed: a poll page with the tracker and the served ad, and its script (public). */
  embed: '/v1/ads/embed',
  embedScript: '/v1/ads/embed.js',
};
