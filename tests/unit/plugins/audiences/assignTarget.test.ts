/** @jest-environment node */
import { assignedAudiencesQuery, initialChoice, isRuleOf, mappingRule, type AssignTarget } from '../../../../plugins/audiences/client/assignTarget';
import { assignedAudience, FORM, metaTag, QUESTION } from './mappingFixtures';

const question: AssignTarget = { mode: 'question', question: QUESTION };
const behaviour = (value: string): AssignTarget => ({ mode: 'behaviour', tag: metaTag(value, 10) });
const form: AssignTarget = { mode: 'form', form: FORM };

describe('the assign dialog’s target (one model for its three modes)', () => {
  it('AS-16: a meta tag opens with its value without stars and the logic read back from them; questions and forms open with nothing chosen', () => {
    expect(initialChoice(behaviour('sport*'))).toEqual({ selectedField: 'og:title', value: 'sport', logic: 'beginsWith' });
    expect(initialChoice(behaviour('*sport*'))).toEqual({ selectedField: 'og:title', value: 'sport', logic: 'contains' });
    expect(initialChoice(behaviour('*sport'))).toEqual({ selectedField: 'og:title', value: 'sport', logic: 'endsWith' });
    expect(initialChoice(behaviour('Sport news'))).toEqual({ selectedField: 'og:title', value: 'Sport news', logic: 'equals' });
    expect(initialChoice(question)).toEqual({ value: '', logic: 'equals' });
    expect(initialChoice(form)).toEqual({ value: '', logic: 'equals' });
  });

  it('AS-07, OP-72: there is no rule until an answer, a value, or a field and a value are chosen', () => {
    expect(mappingRule(question, initialChoice(question))).toBeUndefined();
    expect(mappingRule(behaviour('sport'), { selectedField: 'og:title', value: '  ', logic: 'equals' })).toBeUndefined();
    expect(mappingRule(form, { selectedField: 'interest', value: '', logic: 'contains' })).toBeUndefined();
    expect(mappingRule(form, { value: 'sport', logic: 'contains' })).toBeUndefined();
  });

  it('AS-15, management §7: the rule by mode — the answer id with {questionId}; the meta key with {value as typed, logic}; the field with {formId, value, logic}', () => {
    expect(mappingRule(question, { selectedField: 51, value: '', logic: 'equals' })).toEqual({ mode: 'question', selectedField: 51, modeParams: { questionId: 5, domain: 'news.test' } });
    expect(mappingRule(behaviour('sport'), { selectedField: 'og:title', value: '^sp*ort$', logic: 'contains' })).toEqual({
      mode: 'behaviour', selectedField: 'og:title', modeParams: { value: '^sp*ort$', logic: 'contains' },
    });
    expect(mappingRule(form, { selectedField: 'interest', value: 'ball', logic: 'endsWith' })).toEqual({ mode: 'form', selectedField: 'interest', modeParams: { formId: 9, domain: 'news.test', value: 'ball', logic: 'endsWith' } });
  });

  it('AS-17: getAssignedAudiences asks for the question’s, the meta tag’s (with the value and logic chosen) or the form’s rules', () => {
    expect(assignedAudiencesQuery(question, initialChoice(question))).toEqual({ mode: 'question', questionId: 5, domain: 'news.test' });
    expect(assignedAudiencesQuery(behaviour('sport*'), initialChoice(behaviour('sport*')))).toEqual({ mode: 'behaviour', key: 'og:title', value: 'sport', logic: 'beginsWith' });
    expect(assignedAudiencesQuery(form, { selectedField: 'interest', value: 'x', logic: 'equals' })).toEqual({ mode: 'form', formId: 9, domain: 'news.test' });
  });

  it('AS-06, AS-11, AS-13: the dialog shows and changes the chosen answer’s rules, and the chosen field’s rules with that value and logic, not the others of the question or form', () => {
    const yes = mappingRule(question, { selectedField: 51, value: '', logic: 'equals' })!;
    expect(isRuleOf(assignedAudience(1, 2, 'Politics', 1, 1, null, 51), yes)).toBe(true);
    expect(isRuleOf(assignedAudience(2, 2, 'Politics', 1, 1, null, 52), yes)).toBe(false);
    const ball = mappingRule(form, { selectedField: 'interest', value: 'ball', logic: 'endsWith' })!;
    expect(isRuleOf(assignedAudience(3, 2, 'Sport', 1, 1, 'interest: *ball', 'interest'), ball)).toBe(true);
    expect(isRuleOf(assignedAudience(4, 2, 'Sport', 1, 1, 'interest: ball*', 'interest'), ball)).toBe(false);
    expect(isRuleOf(assignedAudience(5, 2, 'Sport', 1, 1, 'email: *ball', 'email'), ball)).toBe(false);
  });
});
