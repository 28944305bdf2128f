import * as yup from 'yup';
import { entityVersion } from '../../../core/common/entities';
import { apiParams, validators } from '../../../core/common/validation';

/** Management §5, §9: no transfer date before 2018-01-01 (the pickers' earliest day too, TR-13). */
export const EARLIEST_TRANSFER_DAY = '2018-01-01';

// concat merges presence too: `required` goes last so an optional part cannot undo it.
const name = validators.min('Name', 3).concat(validators.max('Name', 50)).concat(validators.required('Name'));
/** YYYY-MM-DD or null: dates are optional (OP-53). */
const day = (field: string) => validators.day(field, EARLIEST_TRANSFER_DAY).nullable().default(null);

/**
 * Transfer fields (management §5, TR-12..TR-16): name 3–50, optional days from 2018-01-01 with
 * the end not before the start, the assigned audiences (interests and properties in one list) and
 * pixels. The wizard and the create and update routes share it.
 */
export const transferSchema = yup.object({
  name,
  start_date: day('start_date'),
  end_date: validators.dayNotBefore('end_date', 'start_date', EARLIEST_TRANSFER_DAY).nullable().default(null),
  assignedAudiences: apiParams.ids('assignedAudiences'),
  assignedPixels: apiParams.ids('assignedPixels'),
});

export type TransferInput = yup.InferType<typeof transferSchema>;

/** An update's body: the fields and the version the edit started from (a stale one is refused with 409). */
export const transferUpdateSchema = transferSchema.shape({ version: entityVersion() });
