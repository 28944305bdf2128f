/** @jest-environment node */
import { castPlainHit, hitSchema } from '../../../../core/common/ingest/hitSchema';

const yupCast = (input: unknown) => hitSchema.validateSync(input, { abortEarly: false, stripUnknown: true });
const yupAccepts = (input: unknown) => hitSchema.isValidSync(input, { stripUnknown: true });
const base = { type: 'pageview', domain: 'news.example.com', url: 'https://news.example.com/a' };

describe('castPlainHit (the collect fast path) and hitSchema accept and refuse alike', () => {
  it.each([
    ['a bare page view', base],
    ['trimmed, lower-cased domain and trimmed url; unknown fields dropped', { ...base, domain: ' News.Example.COM ', url: ' https://news.example.com/a?b=1 ', extra: 1 }],
    ['all texts, visitor id and meta tags', { ...base, title: 'T', referrer: 'https://www.google.com/', label: 'L', visitorId: 'visitor-123', meta: { 'og:image': 'https://i/x.png' } }],
    ['an event', { ...base, type: 'event', event: 'custom_click', label: 'Menu' }],
    ['a page view drops its event name', { ...base, event: 'ignored' }],
    ['a vote with its question and answer id', { ...base, type: 'event', event: 'vote', label: 'Yes', answerId: 2, question: { id: 1, text: 'Q?', answers: [{ id: 2, answer: 'Yes', extra: 1 }, { id: 3, answer: 'No' }], extra: 1 } }],
    ['a question view without answers', { ...base, type: 'event', event: 'question_view', question: { id: 1, text: 'Q?' } }],
    ['AD-35: a question view with its element', { ...base, type: 'event', event: 'question_view', element: { id: 70, type: 2, name: 'Quiz' }, question: { id: 1, text: 'Q?' } }],
    ['a form submission', { ...base, type: 'event', event: 'lead_form_submit', form: { id: 7, title: 'Newsletter', fields: { email: 'a@b.c' }, extra: 1 } }],
    ['MT-08: a question with its category, title and language', { ...base, type: 'event', event: 'vote', answerId: 2, question: { id: 1, text: 'Q?', answers: [{ id: 2, answer: 'Yes' }], categoryId: 4, title: 'Family', language: 'de' } }],
    ['MT-22: a form with its e-mail', { ...base, type: 'event', event: 'lead_form_submit', form: { id: 7, title: 'Newsletter', email: 'news@example.com', fields: {} } }],
    ['a form without title or fields', { ...base, type: 'event', event: 'lead_form_submit', form: { id: 7 } }],
  ])('casts %s exactly as the schema does', (_name, input) => {
    const fast = castPlainHit(input);
    expect(fast).toStrictEqual(yupCast(input));
  });

  it.each([
    ['not an object', 'hit'],
    ['a wrong type', { ...base, type: 'click' }],
    ['a blank domain', { ...base, domain: '  ' }],
    ['a too long domain', { ...base, domain: `${'a'.repeat(250)}.com` }],
    ['a non-http url', { ...base, url: 'ftp://news.example.com/' }],
    ['a too long label', { ...base, label: 'x'.repeat(501) }],
    ['a short visitor id', { ...base, visitorId: 'short' }],
    ['bad meta tags', { ...base, meta: { '': 'x' } }],
    ['an event without a name', { ...base, type: 'event' }],
    ['an event name with a space', { ...base, type: 'event', event: 'a b' }],
    ['a question without text', { ...base, type: 'event', event: 'vote', question: { id: 1, text: '' } }],
    ['an answer without its text', { ...base, type: 'event', event: 'vote', question: { id: 1, text: 'Q?', answers: [{ id: 2 }] } }],
    ['more than 100 answers', { ...base, type: 'event', event: 'vote', question: { id: 1, text: 'Q?', answers: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, answer: 'A' })) } }],
    ['a form id of zero', { ...base, type: 'event', event: 'lead_form_submit', form: { id: 0 } }],
    ['form fields that are not texts', { ...base, type: 'event', event: 'lead_form_submit', form: { id: 1, fields: { age: 5 } } }],
    ['a category id of zero', { ...base, type: 'event', event: 'vote', question: { id: 1, text: 'Q?', categoryId: 0 } }],
    ['a language longer than 10 characters', { ...base, type: 'event', event: 'vote', question: { id: 1, text: 'Q?', language: 'x'.repeat(11) } }],
    ['a question title longer than 500 characters', { ...base, type: 'event', event: 'vote', question: { id: 1, text: 'Q?', title: 'x'.repeat(501) } }],
    ['a form e-mail longer than 255 characters', { ...base, type: 'event', event: 'lead_form_submit', form: { id: 1, email: 'x'.repeat(256) } }],
    ['a fractional answer id', { ...base, answerId: 3.5 }],
    ['a null question', { ...base, type: 'event', event: 'vote', question: null }],
    ['AD-35: an element without its name', { ...base, type: 'event', event: 'question_view', element: { id: 70, type: 2 } }],
    ['AD-35: an element without its type', { ...base, type: 'event', event: 'question_view', element: { id: 70, name: 'Quiz' } }],
    ['AD-35: an element id of zero', { ...base, type: 'event', event: 'question_view', element: { id: 0, type: 1, name: 'Poll' } }],
  ])('both paths refuse %s', (_name, input) => {
    expect(yupAccepts(input)).toBe(false);
    expect(castPlainHit(input)).toBeUndefined();
  });

  it.each([
    ['a title the schema would cast from a number', { ...base, title: 5 }],
    ['a question id yup would cast from a string', { ...base, type: 'event', event: 'vote', question: { id: '1', text: 'Q?' } }],
    ['an answer id yup would cast from a string', { ...base, answerId: '2' }],
  ])('leaves %s to the schema (undefined), which accepts it', (_name, input) => {
    expect(castPlainHit(input)).toBeUndefined();
    expect(yupAccepts(input)).toBe(true);
  });

  it('never disagrees with the schema: every field of many hits swapped for plain and odd values', () => {
    const values = [undefined, null, '', ' ', 'x', 'vote', 'event', 'pageview', 'short', 'visitor-123', 'https://a.example/', ' HTTPS://A.example/x ', 0, 1, -1, 2.5, '3', true, [], [{ id: 1, answer: 'A' }], {}, { id: 1 }, { id: 1, text: 'Q?' }, { a: 'b' }, { a: 1 }];
    const fields = ['type', 'domain', 'url', 'title', 'referrer', 'visitorId', 'meta', 'event', 'label', 'question', 'answerId', 'form', 'extra'];
    const starts = [base, { ...base, type: 'event', event: 'vote', answerId: 2, question: { id: 1, text: 'Q?' }, form: { id: 3 } }];
    let fastCount = 0;
    for (const start of starts) {
      for (const field of fields) {
        for (const value of values) {
          const input = { ...start, [field]: value };
          const fast = castPlainHit(input);
          if (fast === undefined) continue;
          fastCount += 1;
          expect({ input, cast: fast }).toStrictEqual({ input, cast: yupCast(input) });
        }
      }
    }
    expect(fastCount).toBeGreaterThan(50);
  });
});
