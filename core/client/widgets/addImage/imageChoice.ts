import type { ValidationError } from 'yup';
import { lazyMessage, validators } from '../../../common/validation';

/**
 * What the add-image dialog hands to `onSave` (management §3 "Image post data" without the
 * entity's id): an uploaded file as a data URL (`isBase64`), an image URL, or a video
 * (`ytVideoId`, with its thumbnail as `imageUrl`).
 */
export interface ImageChoice {
  imageUrl: string | null;
  isBase64: boolean;
  ytVideoId: string | null;
}

/** The types the server takes in (OP-64); the file picker offers these and the drop is checked against them. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** The dialog's debounce of the URL check and of every search (IM-02, IM-03). */
export const IMAGE_DIALOG_DEBOUNCE_MS = 500;

/** Why a dropped or picked file is not sent: not an accepted type, or larger than the server's limit. */
export function fileProblem(file: Pick<File, 'type' | 'size'>, maxBytes: number): 'fileType' | 'fileSize' | undefined {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'fileType';
  return file.size > maxBytes ? 'fileSize' : undefined;
}

/** IM-02: the image URL must be a valid URL (spec §5's validator), one the server imports: http or https. */
const imageUrlSchema = validators
  .url('imageUrl')
  .required(lazyMessage('required', { field: 'imageUrl' }))
  .matches(/^https?:\/\//i, lazyMessage('url', { field: 'imageUrl' }));

/** The message of an invalid image URL (in the interface language), or undefined for a valid one. */
export function imageUrlProblem(url: string): Promise<string | undefined> {
  return imageUrlSchema.validate(url).then(
    () => undefined,
    (err: ValidationError) => err.message,
  );
}

/**
 * Whether the dialog may show an image URL as its preview: the console's content security policy
 * loads images over https only (img-src), so an http one is imported by the server but not drawn.
 */
export const previewable = (url: string) => /^https:\/\//i.test(url);

/** A file as a data URL, as storeAudience takes an upload. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('file not readable'));
    reader.readAsDataURL(file);
  });
}

/** `5 MB` for the file-size message. */
export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
