import * as yup from 'yup';
import { apiParams, lazyMessage, safeText } from '../../../core/common/validation';

/**
 * A question, lead form or element of the catalogue the tracker reports: ids are the sites' own,
 * so one is named by its domain too (getQuestions and getForms answer both).
 */
export interface CatalogueRef {
  id: number;
  domain: string;
}

/** An answer of a catalogue question: its id within the question. */
export interface AnswerRef {
  domain: string;
  questionId: number;
  answerId: number;
}

/** A catalogue item as a picker offers it: its ref and its text (a question, a form's title). */
export interface CatalogueChoice extends CatalogueRef {
  text: string;
}

/** A catalogue ref as a map key: ids are unique per domain only. */
export const refKey = (ref: CatalogueRef) => `${ref.domain}#${ref.id}`;
export const answerKey = (ref: AnswerRef) => `${ref.domain}#${ref.questionId}#${ref.answerId}`;

/** A domain's title (domains.title: a host name). */
const DOMAIN_MAX = 253;

const domain = (field: string) => safeText(DOMAIN_MAX, { trim: true, field }).required(lazyMessage('required', { field }));
const id = (field: string) => apiParams.id(field).required(lazyMessage('required', { field }));

/** A body's list of catalogue items (a campaign's questions, forms, elements). */
export const catalogueRefs = (field: string) => apiParams.list<CatalogueRef>(field, yup.object({ id: id(`${field}[].id`), domain: domain(`${field}[].domain`) }).required());

/** A body's list of answers. */
export const answerRefs = (field: string) =>
  apiParams.list<AnswerRef>(
    field,
    yup.object({ domain: domain(`${field}[].domain`), questionId: id(`${field}[].questionId`), answerId: id(`${field}[].answerId`) }).required(),
  );
