import * as yup from 'yup';
import { entityVersion } from '../../../core/common/entities';
import { validators } from '../../../core/common/validation';

// concat merges presence too: `required` goes last so an optional part cannot undo it.
const title = validators.min('Title', 3).concat(validators.max('Title', 50)).concat(validators.required('Title'));
const path = validators.path('Path').concat(validators.min('Path', 3)).concat(validators.max('Path', 255)).concat(validators.required('Path'));

/** Channel fields (management §5): title 3–50, path 3–255 starting with a slash. Client form and server route share it. */
export const channelSchema = yup.object({ title, path });

export type ChannelInput = yup.InferType<typeof channelSchema>;

/** An update's body: the fields and the version the edit started from (a stale one is refused with 409). */
export const channelUpdateSchema = channelSchema.shape({ version: entityVersion() });
