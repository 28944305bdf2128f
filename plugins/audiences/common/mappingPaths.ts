/**
 * The mapping calls (management §7 "Audiences calls", "Questions", "Forms", "Meta tags"),
 * relative to /api: where a visitor's audiences come from. Paths the spec leaves open follow
 * the issue: /v1/questions/…, /v1/forms/…, /v1/metaTags/…, removeRule (OP-10) and sdk/assign.
 */
export const mappingPaths = {
  /** GET assignedAudiencesQuerySchema: the audiences one question, meta tag or form assigns. */
  getAssignedAudiences: '/v1/audiences/getAssignedAudiences',
  /** POST assignAudienceSchema. */
  assignAudience: '/v1/audiences/assignAudience',
  /** POST unassignAudienceSchema. */
  unassignAudience: '/v1/audiences/unassignAudience',
  /** POST assignNewAudienceSchema: a new tag under a parent, assigned at once. */
  assignNewAudience: '/v1/audiences/assignNewAudience',
  /** POST updateAffinityScoreSchema. */
  updateAffinityScore: '/v1/audiences/updateAffinityScore',
  /** POST previewAssignmentSchema: how many visitors of the last 30 days the rule would add. */
  previewAssignment: '/v1/audiences/previewAssignment',
  /** GET pastAssignmentQuerySchema: a past assignment's progress (PastAssignment). */
  getPastAssignment: '/v1/audiences/getPastAssignment',
  /** GET (id): one audience's rules by source (the rules dialog). */
  getAssignedRules: '/v1/audiences/getAssignedRules',
  /** POST removeRuleSchema. */
  removeRule: '/v1/audiences/removeRule',
  /** POST sdkAssignSchema, server to server with an organisation's API key (`Authorization: Bearer <key>`): an SDK data rule. */
  sdkAssign: '/v1/audiences/sdk/assign',
  questions: {
    /** GET catalogueListQuerySchema. */
    list: '/v1/questions/getQuestions',
    datatable: '/v1/questions/datatable',
    /** GET catalogueShowQuerySchema: a question is the site's id on its domain. */
    show: (id: number | string) => `/v1/questions/${id}`,
  },
  forms: {
    /** GET catalogueListQuerySchema. */
    list: '/v1/forms/getForms',
    datatable: '/v1/forms/datatable',
    /** GET catalogueShowQuerySchema, as questions. */
    show: (id: number | string) => `/v1/forms/${id}`,
  },
  metaTags: {
    /** GET metaTagsQuerySchema: the top meta tags of one key. */
    list: '/v1/metaTags/getMetaTags',
    /** GET distinctVisitorsQuerySchema: exact distinct visitors of one key and (wildcard) value. */
    distinctVisitors: '/v1/metaTags/getDistinctVisitors',
    /** GET: the meta keys seen, og:title first. */
    availableFields: '/v1/metaTags/getAvailableFields',
  },
};
