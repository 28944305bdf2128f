import { UAParser } from 'ua-parser-js';
import type { DeviceKey } from '../events/EventRow';
import { LruCache } from './LruCache';

export interface UserAgentInfo {
  device: DeviceKey;
  browser: string;
  os: string;
}

/** Parsing costs ~0.2 ms and live traffic repeats a few thousand UA strings (a long tail behind a few hundred), so recent results are kept. */
const cache = new LruCache<string, UserAgentInfo>(10_000);

/** Device class, browser and OS of a user agent (ua-parser-js 1, MIT). Unknown parts read "Other". */
export function parseUserAgent(userAgent: string): UserAgentInfo {
  return { ...cache.get(userAgent, parse) };
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
