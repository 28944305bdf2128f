import { ApiError } from '../http/ApiError';
import type { EntitySpec } from './defineEntity';

/** 404 for a row that does not exist or belongs to an organisation the caller may not see (never 403: that would confirm it exists). */
export function entityNotFound(entity: EntitySpec): ApiError {
  return new ApiError(404, `${entity.type}_not_found`, entity.notFound);
}
