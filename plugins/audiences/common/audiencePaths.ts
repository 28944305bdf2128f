/** The audience calls (management §7), relative to /api. */
export const audiencePaths = {
  getAudiences: '/v1/audiences/getAudiences',
  getAllAudiences: '/v1/audiences/getAllAudiences',
  getVisitorCount: '/v1/audiences/getVisitorCount',
  getLeadsCount: '/v1/audiences/getLeadsCount',
};
