import { validationMessage } from '../../common/validation';
import { ApiError } from '../http/ApiError';

/** A list of a body's ids and those among them the caller may read (a plugin's readable…Ids). */
export interface ReadableIdList {
  ids: readonly number[];
  readable: ReadonlySet<number>;
}

/**
 * Refuses (422, naming each list) a body assigning ids the caller cannot read — unknown, or
 * another organisation's — before anything is stored: `lists` by the field that carries them.
 */
export function assertReadableIds(lists: Record<string, ReadableIdList>): void {
  const refused = Object.entries(lists).filter(([, { ids, readable }]) => ids.some((id) => !readable.has(id)));
  if (refused.length) throw ApiError.validation(Object.fromEntries(refused.map(([field]) => [field, [validationMessage('oneOf', { field })]])));
}
