/**
 * The polls and the lead form the demo sites embed, as their tools report them in hits
 * (`question`, `answerId`, `form`). Ids are fixed: the audiences plugin's demo mapping rules
 * name these questions, answers and form fields, so simulated votes and submissions assign
 * visitor properties through the real rules.
 */
export interface DemoQuestion {
  id: number;
  text: string;
  answers: { id: number; answer: string }[];
}

export const DEMO_QUESTIONS = {
  children: { id: 9101, text: 'Do children live in your household?', answers: [{ id: 1, answer: 'Yes' }, { id: 2, answer: 'No' }] },
  occupation: {
    id: 9102,
    text: 'What do you do for a living?',
    answers: [
      { id: 1, answer: 'I study' },
      { id: 2, answer: 'Employed' },
      { id: 3, answer: 'Self-employed' },
      { id: 4, answer: 'Retired' },
    ],
  },
  commute: {
    id: 9103,
    text: 'How do you usually get to work?',
    answers: [
      { id: 1, answer: 'By car' },
      { id: 2, answer: 'Public transport' },
      { id: 3, answer: 'By bike or on foot' },
    ],
  },
  trips: {
    id: 9104,
    text: 'How many trips abroad did you take last year?',
    answers: [
      { id: 1, answer: 'None' },
      { id: 2, answer: '1–2' },
      { id: 3, answer: '3 or more' },
    ],
  },
} satisfies Record<string, DemoQuestion>;

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
