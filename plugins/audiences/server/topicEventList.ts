import type { EventListDeclaration } from '../../../core/server/events';

/**
 * The AI topics of the page a hit viewed (set by topicIngestStep): the topic the classifier
 * chose and its topic ancestors, so a parent counts its sub-topics' pages. A list of its own,
 * not the audience list: that one carries every audience a visitor held so far, which would count
 * a football page's view for the elections topic of a visitor who once read about elections;
 * page views and readers per topic need the page's own topic on the row.
 * Not rolled up: a place in the visitor roll-up would split every visitor's day by topics read,
 * making the analytics counts over days slower; topic counts read the events (their settled
 * hours cached by the store).
 */
export const TOPIC_EVENT_LIST: EventListDeclaration = { name: 'topic', terms: ['topic'] };
