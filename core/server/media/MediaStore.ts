/** The image types the store keeps and serves, by file extension: the only content types it ever answers with. */
export const MEDIA_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;

export type MediaExtension = keyof typeof MEDIA_TYPES;

/** A stored file's name: 32 hex characters and a known extension, so no name can reach outside the store. */
const MEDIA_FILENAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

/** The content type of a stored file's name, or undefined for a name the store never gives out. */
export function mediaContentType(filename: string): string | undefined {
  const match = MEDIA_FILENAME.exec(filename);
  return match ? MEDIA_TYPES[match[1] as MediaExtension] : undefined;
}

/**
 * Where images live (ARCHITECTURE "Media"): files under DATA_DIR/media by default (FileMediaStore);
 * an S3-compatible object store implements the same three calls. It keeps bytes only: what an
 * image is and who may find it is the library's (MediaLibrary).
 */
export interface MediaStore {
  /** Keeps already re-encoded bytes under a new random name with `extension`, returned relative (e.g. `3f…e1.webp`). */
  put(bytes: Buffer, extension: MediaExtension): Promise<string>;
  /** The bytes of a stored file; undefined for an unknown or malformed name. */
  read(filename: string): Promise<Buffer | undefined>;
  /** Removes a stored file; an unknown name is no error. */
  delete(filename: string): Promise<void>;
}
