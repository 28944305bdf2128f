import type { Hit } from '../../../core/common/ingest';
import type { DemoTraffic } from '../../../core/server/plugin';

/**
 * The polls and the lead form the demo sites embed, as their tools report them in hits
 * (`element`, `question`, `answerId`, `form`). Ids are fixed: the demo taxonomy's question and form rules
 * name these questions, answers and form fields, so demo votes and submissions assign visitor
 * properties through the real rules.
 */
export interface DemoQuestion {
  id: number;
  text: string;
  answers: { id: number; answer: string }[];
  /** What the question table shows besides the text (the tool's category, the poll's title, its language). */
  categoryId: number;
  title: string;
  language: string;
}

export const DEMO_QUESTIONS = {
  children: { id: 9101, text: 'Do children live in your household?', answers: [{ id: 1, answer: 'Yes' }, { id: 2, answer: 'No' }], categoryId: 3, title: 'Family life', language: 'en' },
  occupation: {
    id: 9102,
    text: 'What do you do for a living?',
    answers: [
      { id: 1, answer: 'I study' },
      { id: 2, answer: 'Employed' },
      { id: 3, answer: 'Self-employed' },
      { id: 4, answer: 'Retired' },
    ],
    categoryId: 5,
    title: 'Work',
    language: 'en',
  },
  commute: {
    id: 9103,
    text: 'How do you usually get to work?',
    answers: [
      { id: 1, answer: 'By car' },
      { id: 2, answer: 'Public transport' },
      { id: 3, answer: 'By bike or on foot' },
    ],
    categoryId: 8,
    title: 'Mobility',
    language: 'en',
  },
  trips: {
    id: 9104,
    text: 'How many trips abroad did you take last year?',
    answers: [
      { id: 1, answer: 'None' },
      { id: 2, answer: '1–2' },
      { id: 3, answer: '3 or more' },
    ],
    categoryId: 9,
    title: 'Travel',
    language: 'en',
  },
} satisfies Record<string, DemoQuestion>;

/** The element each demo question is part of (a poll, quiz or personality test, as `hit.element` reports it): the ads' inventory offers their covers and results. */
export const DEMO_ELEMENTS: Record<keyof typeof DEMO_QUESTIONS, NonNullable<Hit['element']>> = {
  children: { id: 9301, type: 1, name: 'Family life poll' },
  occupation: { id: 9302, type: 6, name: 'Which worker are you?' },
  commute: { id: 9303, type: 1, name: 'Mobility poll' },
  trips: { id: 9304, type: 2, name: 'Travel quiz' },
};

export interface DemoForm {
  id: number;
  title: string;
  /** Field name → the values a visitor may enter. */
  fields: Record<string, readonly string[]>;
}

/** The newsletter sign-up of every demo site. */
export const DEMO_LEAD_FORM = {
  id: 9201,
  title: 'Newsletter',
  fields: {
    occupation: ['Student', 'Employee', 'Self-employed', 'Retired'],
    housing: ['Own home', 'Renting', 'With parents'],
  },
} satisfies DemoForm;

const QUESTIONS = Object.keys(DEMO_QUESTIONS) as (keyof typeof DEMO_QUESTIONS)[];
/** Per page view: a poll is shown, then maybe voted on; the newsletter form is rarely submitted. */
const RATES = { questionView: 0.3, voteGivenView: 0.5, leadForm: 0.01 };

/** The DMP tools in the demo traffic: poll views and votes, newsletter sign-ups. */
export const demoToolTraffic: DemoTraffic = {
  pageEvents(page, random) {
    const events: ReturnType<DemoTraffic['pageEvents']> = [];
    if (random.chance(RATES.questionView)) {
      const key = random.pick(QUESTIONS);
      const [question, element]: [DemoQuestion, Hit['element']] = [DEMO_QUESTIONS[key], DEMO_ELEMENTS[key]];
      events.push({ afterMs: 4000, event: 'question_view', label: '', details: { element, question } });
      if (random.chance(RATES.voteGivenView)) {
        const answer = random.pick(question.answers);
        events.push({ afterMs: 9000, event: 'vote', label: answer.answer, details: { element, question, answerId: answer.id } });
      }
    }
    if (random.chance(RATES.leadForm)) {
      const fields = Object.fromEntries(Object.entries(DEMO_LEAD_FORM.fields).map(([name, values]) => [name, random.pick(values)]));
      // Each site's sign-ups go to its own newsletter address (the form table's email column).
      const form = { id: DEMO_LEAD_FORM.id, title: DEMO_LEAD_FORM.title, email: `newsletter@${page.domain}`, fields };
      events.push({ afterMs: 30_000, event: 'lead_form_submit', label: 'newsletter', details: { form } });
    }
    return events;
  },
};
