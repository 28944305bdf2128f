/** REST paths of the dashboards (OP-02, OP-04), relative to the analytics host. */
export const dashboardPaths = {
  list: '/v1/dashboards',
  create: '/v1/dashboards',
  item: (id: number | string) => `/v1/dashboards/${id}`,
} as const;
