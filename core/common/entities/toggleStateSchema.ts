import * as yup from 'yup';
import { apiParams, lazyMessage, requiredId } from '../validation';

/** The body of an entity's toggleState call (a detail page's active switch, TK-19, TR-23): which row, and whether it is active from now on. */
export const toggleStateSchema = yup.object({
  id: requiredId(),
  newState: apiParams.boolean('newState').required(lazyMessage('required', { field: 'newState' })),
});
