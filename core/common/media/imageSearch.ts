/** The image libraries of the add-image dialog (OP-64): stock images, animated images, videos. */
export const IMAGE_LIBRARIES = ['stock', 'animated', 'video'] as const;
export type ImageLibrary = (typeof IMAGE_LIBRARIES)[number];

/**
 * One search result (management §3, IM-04): an image item has previewURL, downloadURL, tags and
 * id; a video item has id (the video's id), downloadURL (where it plays) and a previewURL
 * (its thumbnail, shown instead of an embedded player).
 */
export interface ImageSearchItem {
  id: string;
  previewURL: string;
  downloadURL: string;
  /** Comma-separated words; a video's title. */
  tags: string;
}

export interface ImageSearchReply {
  items: ImageSearchItem[];
}

/** What the add-image dialog offers on this server: the libraries a provider serves, and the upload limit. */
export interface ImageSources {
  libraries: ImageLibrary[];
  /** Bytes of one image (the server's MEDIA_MAX_BYTES). */
  maxBytes: number;
}

/** Results per page of an image search; a full page means there may be more (load more). */
export const IMAGE_SEARCH_PAGE_SIZE = 20;

/** The image calls (management §7), relative to /api. */
export const imagePaths = {
  search: '/v1/images/search',
  /** The enabled libraries and the upload limit, for the dialog. */
  sources: '/v1/images/sources',
};
