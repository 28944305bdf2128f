/** How the server takes in, keeps and serves images (docs/security.md, "Media"). */
export interface MediaConfig {
  /** Bytes of one image as uploaded or downloaded; more is refused (422, or 413 for a request body beyond it). */
  maxBytes: number;
  /** Pixels of one decoded image (all frames of an animation): refuses decompression bombs before they cost memory. */
  maxPixels: number;
  /** Stored images are scaled down to fit this many pixels on their longest side. */
  maxSide: number;
  /** Milliseconds a URL import may take from connecting to the last byte. */
  importTimeoutMs: number;
  /** Let URL imports reach loopback and private addresses (tests with a local fake server only: it opens SSRF). */
  importPrivateAddresses: boolean;
}

export const DEFAULT_MEDIA_CONFIG: MediaConfig = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  maxSide: 4096,
  importTimeoutMs: 10_000,
  importPrivateAddresses: false,
};

/** The request body of an image sent as a base64 data URL (4 characters per 3 bytes) with the rest of its JSON. */
export function imageUploadBodyLimit(config: { media: Pick<MediaConfig, 'maxBytes'> }): number {
  return Math.ceil((config.media.maxBytes * 4) / 3) + 64 * 1024;
}

/** One external search provider's access (IMAGE_SEARCH_<ID>_KEY and _URL). */
export interface ImageSearchAccess {
  key: string;
  /** The provider's API base; its documented one when unset (tests point it at a local fake). */
  url?: string;
}
