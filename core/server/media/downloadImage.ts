import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { ImageRefusedError } from './imageIntake';
import type { MediaConfig } from './MediaConfig';
import { isPublicAddress } from './publicAddress';

/** Redirects a URL import follows, each checked as the first URL. */
const MAX_REDIRECTS = 3;

/** Resolves a host name like the system does, but fails for any address that is not public: the connection goes to the address checked here, so a DNS answer cannot change in between (rebinding). */
function publicLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) return callback(new ImageRefusedError('imageUrlNotAllowed'), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** http or https only, and an address literal only when it is public. */
function checkedUrl(text: string, allowPrivate: boolean): URL {
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new ImageRefusedError('imageUrlNotAllowed');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address literal is connected to without a lookup: it is checked here.
  if (!allowPrivate && (/^[\d.]+$/.test(host) || host.includes(':')) && !isPublicAddress(host)) throw new ImageRefusedError('imageUrlNotAllowed');
  return url;
}

function get(url: URL, config: MediaConfig, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { lookup: publicLookup(config.importPrivateAddresses), signal, headers: { accept: 'image/*' } }, resolve);
    request.on('error', reject);
  });
}

/** The body, or a refusal as soon as it grows beyond `maxBytes` (a lying or missing Content-Length included). */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    throw new ImageRefusedError('imageTooLarge');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new ImageRefusedError('imageTooLarge');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads an image for a URL import, guarded against server-side request forgery
 * (docs/security.md, "Media"): http and https only; every address the host resolves to must be
 * public (no loopback, private, link-local or metadata addresses) unless
 * `importPrivateAddresses` is set for tests; at most three redirects, each checked alike; the
 * whole download within `importTimeoutMs`; the body cut off beyond `maxBytes`. What it returns
 * still goes through the intake, which decides whether it is an image at all.
 */
export async function downloadImage(text: string, config: MediaConfig): Promise<Buffer> {
  const signal = AbortSignal.timeout(config.importTimeoutMs);
  let url = checkedUrl(text, config.importPrivateAddresses);
  for (let redirects = 0; ; redirects++) {
    const response = await get(url, config, signal).catch((err: unknown) => {
      throw err instanceof ImageRefusedError ? err : new ImageRefusedError('imageUrlFailed');
    });
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location && redirects < MAX_REDIRECTS) {
      response.resume();
      url = checkedUrl(new URL(response.headers.location, url).href, config.importPrivateAddresses);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new ImageRefusedError('imageUrlFailed');
    }
    return readCapped(response, config.maxBytes).catch((err: unknown) => {
      throw err instanceof ImageRefusedError ? err : new ImageRefusedError('imageUrlFailed');
    });
  }
}
