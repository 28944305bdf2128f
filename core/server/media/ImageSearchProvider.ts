import type { ImageLibrary, ImageSearchItem } from '../../common/media/imageSearch';
import type { ServerConfig } from '../config/ServerConfig';
import type { RouteContext } from '../plugin/defineServerPlugin';

export interface ImageSearchQuery {
  library: ImageLibrary;
  /** Trimmed; empty asks for whatever the library shows first. */
  search: string;
  /** 1-based. */
  page: number;
  perPage: number;
}

/**
 * A search behind the add-image dialog (ARCHITECTURE "Media"), declared by a server plugin as
 * `imageSearch: [provider]`. It serves one or more libraries (stock, animated, video) as this
 * server's config allows: an external provider serves none until its key is configured.
 */
export interface ImageSearchProvider {
  id: string;
  libraries(config: ServerConfig): readonly ImageLibrary[];
  /** The embedded default (the local media library): asked for a library only when no other provider serves it. */
  fallback?: boolean;
  search(query: ImageSearchQuery, ctx: RouteContext): Promise<ImageSearchItem[]>;
}

/** The providers of the enabled plugins, and which one answers each library. */
export class ImageSearch {
  constructor(
    private readonly providers: readonly ImageSearchProvider[],
    private readonly config: ServerConfig,
  ) {}

  /** The provider answering `library`: the first configured one, else the fallback. */
  providerFor(library: ImageLibrary): ImageSearchProvider | undefined {
    const serving = this.providers.filter((p) => p.libraries(this.config).includes(library));
    return serving.find((p) => !p.fallback) ?? serving[0];
  }

  /** The libraries some provider serves, in the dialog's order. */
  libraries(all: readonly ImageLibrary[]): ImageLibrary[] {
    return all.filter((library) => this.providerFor(library));
  }
}
