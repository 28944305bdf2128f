import type { User } from '../../../../core/common/api/User';

/** A signed-in user as GET account/me returns it; `access` is what the tests vary. */
export function testUser(access: string[], overrides: Partial<User> = {}): User {
  return {
    id: 7,
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    image: null,
    language: 'en',
    created_at: '2026-01-01T00:00:00Z',
    trial_ends_at: null,
    userHash: 'hash',
    hasAnalyticsProduct: true,
    hasDMPProduct: false,
    hasToolsProduct: false,
    hasAnalyticsTrial: false,
    hasDMPTrial: false,
    hasToolsTrial: false,
    access,
    organisations: [],
    default_organisation_id: null,
    domains: [],
    ...overrides,
  };
}
