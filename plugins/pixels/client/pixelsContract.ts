import type { PixelsContract } from '../common/pixelsContract';
import { AssignedPixels } from './AssignedPixels';
import { PixelPicker } from './PixelPicker';
import { PixelReviewQueue } from './PixelReviewQueue';

/** The pixels contract (the manifest's `contract`), loaded before a page of a plugin requiring pixels renders. */
const pixelsContract: PixelsContract = { PixelPicker, AssignedPixels, PixelReviewQueue };

export default pixelsContract;
