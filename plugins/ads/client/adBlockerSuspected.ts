/**
 * AD-08 (management §8: an ads list failure "with an empty error"): the call got no reply at all —
 * the API kernel's network_error — which on an ads path is most likely an ad blocker stopping it.
 */
export const adBlockerSuspected = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'network_error';
