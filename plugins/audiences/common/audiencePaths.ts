/** The audience list calls (management §7), relative to /api. */
export const audiencePaths = {
  getAudiences: '/v1/audiences/getAudiences',
  getAllAudiences: '/v1/audiences/getAllAudiences',
};
