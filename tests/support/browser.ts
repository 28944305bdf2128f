import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, never a downloaded one; flags keep it off the closed network. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `args`: more Chromium flags, e.g. `--user-agent=…` for requests no page context covers (beacons sent while a page unloads). */
export function launchBrowser(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...args,
    ],
  });
}
