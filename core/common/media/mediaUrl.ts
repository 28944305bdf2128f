/** Where the console finds stored images when console.config.json names no `mediaBaseUrl`: this server's /media/. */
export const DEFAULT_MEDIA_BASE_URL = '/media/';

/**
 * An image's URL (AO-21): a relative file name, as entities keep it, under the media base URL (the
 * server's own /media/ or a CDN); an absolute URL or a data URL as it is.
 */
export function mediaUrl(filename: string, baseUrl: string = DEFAULT_MEDIA_BASE_URL): string {
  if (/^(https?:|data:|\/)/i.test(filename)) return filename;
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${filename}`;
}
