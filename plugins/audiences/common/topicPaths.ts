/** The AI-topic calls (management §7), relative to /api. */
export const topicPaths = {
  /** Page views, readers and users per AI topic (query: domain, days). */
  classifications: '/v1/classifications',
  /** The caller's domains for the AI page's domain select, those with classified pages first. */
  aiDomains: '/v1/account/aiDomains',
};
