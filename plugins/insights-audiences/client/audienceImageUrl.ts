/**
 * Where an audience image lives: absolute addresses as they are; relative file names are
 * prefixed by the image storage (management §3), the deployment's `links.audienceImages`.
 */
export function audienceImageUrl(filename: string | null, storage: string | undefined): string | undefined {
  if (!filename) return undefined;
  if (/^(https?:|data:|\/)/i.test(filename)) return filename;
  return storage ? `${storage.replace(/\/$/, '')}/${filename}` : undefined;
}
