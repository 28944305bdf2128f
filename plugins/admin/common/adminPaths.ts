/** The admin tools' calls (management §7 "Cron jobs and tasks", "Users/cache"), relative to /api; both halves import them. */
export const adminPaths = {
  /** Every job keyed by name (AP-05). */
  getCronJobs: '/v1/elastic/getCronJobs',
  /** GET with name, action start|stop|setTime and pattern: the updated job (AP-04). */
  manageCronJob: '/v1/elastic/manageCronJob',
  /** POST {name}: runs the job now, beside its pattern. */
  runCronJob: '/v1/elastic/runCronJob',
  /** The older calls for the same jobs (OP-62): GET the list, PUT /{name} with state or pattern. */
  legacyCronJobs: '/v1/cronJobs',
  legacyCronJob: (name: string) => `/v1/cronJobs/${name}`,
  /** The running tasks per server process (AP-09). */
  getTasks: '/v1/elastic/getTasks',
  /** POST {tasks: ["node:id", …]} (AP-10). */
  killTasks: '/v1/elastic/killTasks',
  /** Light users with their domains (AP-17), for the refresh-users picker. */
  getUsers: '/v1/users/getUsers',
  /** POST {userId} or {all: true} (AP-14). */
  refreshUsers: '/v1/users/refreshUsers',
  /** POST {type: domains|visitors} (AP-15). */
  refreshRetargetingCache: '/v1/users/refreshRetargetingCache',
};
