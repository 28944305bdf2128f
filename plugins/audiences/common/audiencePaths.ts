/** One audience's calls: show (GET), update (PUT), delete (DELETE). */
const byId = (id: number | string) => `/v1/audiences/${id}`;

/** The audience calls (management §7; create, show, update, delete as OP-09's REST conventions), relative to /api. */
export const audiencePaths = {
  create: '/v1/audiences',
  show: byId,
  update: byId,
  remove: byId,
  /** What a delete takes with it, for the confirmation. */
  deleteImpact: (id: number | string) => `${byId(id)}/deleteImpact`,
  /** The ids of the caller's visible audiences they may change (the tree manager's edit, image and delete controls). */
  changeable: '/v1/audiences/changeable',
  getAudiences: '/v1/audiences/getAudiences',
  getAllAudiences: '/v1/audiences/getAllAudiences',
  getVisitorCount: '/v1/audiences/getVisitorCount',
  getLeadsCount: '/v1/audiences/getLeadsCount',
  /** The overview's audiences as CSV (query: locale, timeframe, quality). */
  download: '/v1/audiences/download',
  /** The add-image dialog's save (IM-07): an audience's image or video (management §7 "Images"). */
  storeAudience: '/v1/images/storeAudience',
  /** One audience's leads as CSV (query: id, affinityScore, timeframe, type=csv). */
  downloadLeadsOfAudience: '/v1/audiences/downloadLeadsOfAudience',
};
