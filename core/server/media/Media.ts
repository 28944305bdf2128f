import { ApiError } from '../http/ApiError';
import { validationMessage } from '../../common/validation/validationMessages';
import { downloadImage } from './downloadImage';
import { ImageRefusedError, intakeImage } from './imageIntake';
import type { MediaConfig } from './MediaConfig';
import type { MediaFile, MediaLibrary, MediaOrigin } from './MediaLibrary';
import { MEDIA_TYPES, mediaContentType, type MediaStore } from './MediaStore';

/** `data:image/png;base64,…` as the add-image dialog sends an uploaded file. */
const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+;base64,([A-Za-z0-9+/]*={0,2})$/;

/** The stored file a URL names, when its last path segment is one of this store's names (the library's own images, a CDN URL of them). */
function storedName(text: string): string | undefined {
  const url = URL.canParse(text, 'http://relative.invalid') ? new URL(text, 'http://relative.invalid') : undefined;
  const name = url?.pathname.split('/').pop() ?? '';
  return mediaContentType(name) ? name : undefined;
}

/**
 * The media service routes reach as `ctx.services.media`: takes images in (upload, URL import,
 * a library image), keeps them in the store, records them in the library, and removes them. Every
 * refusal is a 422 on the field the caller names.
 */
export class Media {
  constructor(
    readonly store: MediaStore,
    readonly library: MediaLibrary,
    readonly config: MediaConfig,
  ) {}

  /** Re-encodes and keeps `bytes` (imageIntake), recorded with `origin`. */
  async add(bytes: Buffer, origin: MediaOrigin): Promise<MediaFile> {
    const image = await intakeImage(bytes, this.config);
    const filename = await this.store.put(image.bytes, image.extension);
    try {
      return await this.library.record({ filename, content_type: MEDIA_TYPES[image.extension], width: image.width, height: image.height, bytes: image.bytes.length, animated: image.animated }, origin);
    } catch (err) {
      await this.store.delete(filename);
      throw err;
    }
  }

  /** An uploaded file sent as a base64 data URL; the declared type is ignored, the bytes decide. */
  addDataUrl(dataUrl: string, origin: Omit<MediaOrigin, 'source'>, field: string): Promise<MediaFile> {
    const base64 = DATA_URL.exec(dataUrl)?.[1];
    if (base64 === undefined) return Promise.reject(refusal(field, 'imageType', this.config));
    return this.refusingOn(field, () => this.add(Buffer.from(base64, 'base64'), { ...origin, source: 'upload' }));
  }

  /** An image by URL: a copy of one of the library's own files, else a guarded download (downloadImage). */
  addUrl(url: string, origin: Omit<MediaOrigin, 'source'>, field: string): Promise<MediaFile> {
    return this.refusingOn(field, async () => {
      const own = storedName(url);
      const bytes = own && (await this.store.read(own));
      if (bytes) return this.add(bytes, { ...origin, source: 'copy', tags: (await this.library.find(own))?.tags });
      return this.add(await downloadImage(url, this.config), { ...origin, source: 'url' });
    });
  }

  /** Deletes a stored file and its library row (a replaced image). */
  async remove(filename: string): Promise<void> {
    await this.library.remove(filename);
    await this.store.delete(filename);
  }

  private async refusingOn(field: string, take: () => Promise<MediaFile>): Promise<MediaFile> {
    try {
      return await take();
    } catch (err) {
      if (err instanceof ImageRefusedError) throw refusal(field, err.reason, this.config);
      throw err;
    }
  }
}

/** A 422 naming the field and why, with the limit that applies. */
function refusal(field: string, reason: ImageRefusedError['reason'], config: MediaConfig): ApiError {
  return ApiError.validation({ [field]: [validationMessage(reason, { field, size: byteSize(config.maxBytes), pixels: Math.round(config.maxPixels / 100_000) / 10 })] });
}

/** 5 MB, 1.5 MB, 200 KB. */
function byteSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
