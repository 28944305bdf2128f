import { ApiError } from '../http/ApiError';

/**
 * Domain scoping (spec §6): a user who cannot see all domains only sees their analytics
 * domains. A requested domain outside them is refused (403); none requested means all of theirs.
 */
export function scopeDomains<F extends { domain?: string | string[] }>(filter: F, ownDomains: readonly string[], seesAllDomains: boolean): F {
  if (seesAllDomains) return filter;
  const requested = filter.domain === undefined || filter.domain === '' ? [] : [filter.domain].flat();
  if (!requested.length) return { ...filter, domain: [...ownDomains] };
  if (requested.some((d) => !ownDomains.includes(d))) throw ApiError.forbidden();
  return filter;
}
