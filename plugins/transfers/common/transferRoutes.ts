/** The console routes of the transfer screens (analytics route table: transferAudiences, transferAudiencesDetail). */
export const transferRoutes = {
  list: '/audiences/transfer',
  detail: (id: number | string) => `/audiences/transfer/${id}`,
};
