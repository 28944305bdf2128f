import type { EventListDeclaration } from '../../../core/server/events';
import { md5Lower } from './md5Lower';

/**
 * The answer a vote chose (answerListId), set by catalogueIngestStep: a question rule applied to
 * the past finds the visitors who gave the answer. Kept visitorsPerId: the preview counts them
 * over 30 days from a visitor's day per answer, not from the events.
 */
export const ANSWER_EVENT_LIST: EventListDeclaration = { name: 'answer', terms: [], wideIds: true, visitorsPerId: true };

/** A vote's id in ANSWER_EVENT_LIST: 53 bits of the MD5 of question and answer (as metaTagId), whatever the domain — rules on it are bound to theirs. */
export function answerListId(questionId: number, answerId: number): number {
  return md5Lower(`${questionId}:${answerId}`, 53);
}
