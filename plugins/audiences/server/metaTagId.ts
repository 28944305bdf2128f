import { md5Lower } from './md5Lower';

/**
 * The id page views carry for a meta tag (META_TAG_EVENT_LIST): 53 bits of the MD5 of its key and
 * value, so the ingest names a tag without asking the database — a page view never waits for the
 * catalogue. Two of 10 million values share an id with probability ≈ 6·10⁻³ (their visitors would
 * be counted together); the catalogue keeps the first and ignores the second. SQL twin:
 * `md5_number_lower(key || chr(10) || value) & 9007199254740991`.
 */
export function metaTagId(key: string, value: string): number {
  return md5Lower(`${key}\n${value}`, 53);
}

/**
 * The class of a meta key's tags (META_KEY_EVENT_LIST): 31 bits of the MD5 of the key. It only
 * narrows what the event store reads for one key; the catalogue names values by their key itself,
 * so two keys sharing a class cost a little more reading, never a wrong row. SQL twin:
 * `md5_number_lower(key) % 2147483648`.
 */
export function metaKeyClass(key: string): number {
  return md5Lower(key, 31);
}
