import * as yup from 'yup';
import { apiParams } from './apiParams';
import { lazyMessage } from './validationMessages';

/** A required row id named `field` (a route's `:id`, a body's `id`): a positive integer. */
export const requiredId = (field = 'id') => apiParams.id(field).required(lazyMessage('required', { field }));

/** The params of a route about one row (`…/:id`: show, update, destroy). */
export const idParams = yup.object({ id: requiredId() });
