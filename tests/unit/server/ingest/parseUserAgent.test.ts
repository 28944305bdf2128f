/** @jest-environment node */
import { parseUserAgent } from '../../../../core/server/ingest/parseUserAgent';

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('parseUserAgent: device, browser and OS from the user agent', () => {
  it('a desktop Chrome on Windows is Desktop / Chrome / Windows', () => {
    expect(parseUserAgent(UA.chromeWindows)).toEqual({ device: 'Desktop', browser: 'Chrome', os: 'Windows' });
  });
  it('Firefox on Linux and Safari on macOS are Desktop', () => {
    expect(parseUserAgent(UA.firefoxLinux)).toEqual({ device: 'Desktop', browser: 'Firefox', os: 'Linux' });
    expect(parseUserAgent(UA.safariMac)).toEqual({ device: 'Desktop', browser: 'Safari', os: 'Mac OS' });
  });
  it('an iPhone and an Android phone are Phone', () => {
    expect(parseUserAgent(UA.iPhone)).toEqual({ device: 'Phone', browser: 'Mobile Safari', os: 'iOS' });
    expect(parseUserAgent(UA.android)).toEqual({ device: 'Phone', browser: 'Chrome', os: 'Android' });
  });
  it('an iPad and an Android tablet are Tablet', () => {
    expect(parseUserAgent(UA.iPad).device).toBe('Tablet');
    expect(parseUserAgent(UA.androidTablet).device).toBe('Tablet');
  });
  it('an unknown agent is Desktop with browser and OS "Other"', () => {
    expect(parseUserAgent('something/1.0')).toEqual({ device: 'Desktop', browser: 'Other', os: 'Other' });
  });
  it('a repeated agent comes from the cache, and a caller changing its copy does not change the cache', () => {
    const first = parseUserAgent(UA.iPhone);
    first.browser = 'changed';
    expect(parseUserAgent(UA.iPhone)).toEqual({ device: 'Phone', browser: 'Mobile Safari', os: 'iOS' });
  });
});
