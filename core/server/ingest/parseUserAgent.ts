import { UAParser } from 'ua-parser-js';
import type { DeviceKey } from '../events/EventRow';

export interface UserAgentInfo {
  device: DeviceKey;
  browser: string;
  os: string;
}

/** Parsing costs ~0.2 ms and live traffic repeats a few hundred UA strings, so recent results are kept. */
const CACHE_SIZE = 1000;
const cache = new Map<string, UserAgentInfo>();

/** Device class, browser and OS of a user agent (ua-parser-js 1, MIT). Unknown parts read "Other". */
export function parseUserAgent(userAgent: string): UserAgentInfo {
  let info = cache.get(userAgent);
  if (info) {
    // Map keeps insertion order: re-inserting makes this the most recently used entry
    cache.delete(userAgent);
  } else {
    info = parse(userAgent);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(userAgent, info);
  return { ...info };
}

function parse(userAgent: string): UserAgentInfo {
  const result = new UAParser(userAgent).getResult();
  return {
    device: deviceKey(result.device.type),
    browser: result.browser.name || 'Other',
    os: result.os.name || 'Other',
  };
}

/** The spec's three device keys: phones and tablets by name, everything else (desktop, TV, console) Desktop. */
function deviceKey(type: string | undefined): DeviceKey {
  if (type === 'mobile' || type === 'wearable') return 'Phone';
  if (type === 'tablet') return 'Tablet';
  return 'Desktop';
}
