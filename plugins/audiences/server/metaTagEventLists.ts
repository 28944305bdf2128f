import type { EventListDeclaration } from '../../../core/server/events';

/**
 * The key of each meta tag a page view carried (its class, metaKeyClass), position by position
 * beside META_TAG_EVENT_LIST: a key's values are counted without the rest (the behaviour table shows one key).
 */
export const META_KEY_EVENT_LIST: EventListDeclaration = { name: 'meta_key', terms: [] };

/**
 * The meta tags a page view carried (metaTagId: one per key and value, whatever the domain, so a
 * value seen on several of a caller's sites is one row with its visitors counted once; wide, as
 * hashes are), set by metaTagIngestStep. Kept visitorsPerId: the behaviour table counts exact
 * distinct visitors per value over up to 30 days from a roll-up of a visitor's day per tag, not
 * from the page views.
 */
export const META_TAG_EVENT_LIST: EventListDeclaration = { name: 'meta_tag', terms: [], wideIds: true, visitorsPerId: true, classedBy: META_KEY_EVENT_LIST.name };
