import sharp, { type Metadata, type Sharp } from 'sharp';
import type { MediaConfig } from './MediaConfig';
import type { MediaExtension } from './MediaStore';

/** Why an image was refused: not one of the accepted types, too many bytes or pixels; a URL import's address not allowed or not loading. */
export type ImageRefusal = 'imageType' | 'imageTooLarge' | 'imagePixels' | 'imageUrlNotAllowed' | 'imageUrlFailed';

export class ImageRefusedError extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(`image refused: ${reason}`);
  }
}

/** An image as the store keeps it: re-encoded, without metadata, at most `maxSide` on its longest side. */
export interface IntakenImage {
  bytes: Buffer;
  extension: MediaExtension;
  width: number;
  /** One frame's height. */
  height: number;
  animated: boolean;
}

/** What each accepted input becomes: its own type where browsers show it well, AVIF (slow to encode) and still GIF as WebP and PNG. */
const OUTPUT: Record<string, MediaExtension> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'png', avif: 'webp' };

/** The accepted type sharp read from the bytes (AVIF is HEIF with AV1), or undefined for any other: SVG, HTML, text, TIFF, PDF, …. */
function acceptedType(meta: Metadata): string | undefined {
  if (meta.format === 'heif') return meta.compression === 'av1' ? 'avif' : undefined;
  return meta.format && meta.format in OUTPUT ? meta.format : undefined;
}

function encode(image: Sharp, extension: MediaExtension): Sharp {
  if (extension === 'jpg') return image.jpeg({ quality: 85, mozjpeg: true });
  if (extension === 'png') return image.png({ compressionLevel: 9 });
  return image.webp({ quality: 85 });
}

/**
 * Takes in an upload or a download (docs/security.md, "Media"): the type is read from the bytes
 * (never from a name or a declared type), only JPEG, PNG, WebP, GIF and AVIF pass, and the image
 * is decoded and encoded anew. What is stored is therefore pixels the encoder wrote — no
 * metadata, no trailing bytes of a polyglot, no script — and an animation keeps its frames as
 * animated WebP.
 */
export async function intakeImage(bytes: Buffer, config: Pick<MediaConfig, 'maxBytes' | 'maxPixels' | 'maxSide'>): Promise<IntakenImage> {
  if (bytes.length > config.maxBytes) throw new ImageRefusedError('imageTooLarge');
  const meta = await sharp(bytes, { animated: true, limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const type = meta && acceptedType(meta);
  if (!meta || !type) throw new ImageRefusedError('imageType');
  // With `animated`, height spans every frame: the product counts what decoding would allocate.
  if ((meta.width ?? 0) * (meta.height ?? 0) > config.maxPixels) throw new ImageRefusedError('imagePixels');
  const animated = (meta.pages ?? 1) > 1;
  const extension = animated ? 'webp' : OUTPUT[type];
  let image = sharp(bytes, { animated, limitInputPixels: config.maxPixels });
  if (!animated) image = image.autoOrient();
  image = image.resize({ width: config.maxSide, height: config.maxSide, fit: 'inside', withoutEnlargement: true });
  // A header that parses over a body that does not (a truncated file, a polyglot) fails here.
  const { data, info } = await encode(image, extension)
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new ImageRefusedError('imageType');
    });
  return { bytes: data, extension, width: info.width, height: info.pageHeight ?? info.height, animated };
}
