import * as yup from 'yup';
import { apiParams, lazyMessage } from '../validation';

/** The body of an entity's toggleState call (a detail page's active switch, TK-19, TR-23): which row, and whether it is active from now on. */
export const toggleStateSchema = yup.object({
  id: apiParams.id('id').required(lazyMessage('required', { field: 'id' })),
  newState: apiParams.boolean('newState').required(lazyMessage('required', { field: 'newState' })),
});
