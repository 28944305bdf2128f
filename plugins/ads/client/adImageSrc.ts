/**
 * An ad image's address as the console may draw it: https only (the console's content security
 * policy loads images over https); any other shows no preview.
 */
export const adImageSrc = (image: string | null | undefined): string | undefined => (image && /^https:\/\//i.test(image.trim()) ? image.trim() : undefined);

/**
 * An image chosen in the add-image dialog as an ad keeps it: an absolute address, since the ad
 * shows on the publisher's pages (the local library answers with this server's /media/ paths).
 */
export const absoluteImageUrl = (url: string, origin: string): string => new URL(url, origin).href;
