import * as yup from 'yup';
import { apiParams } from '../../../../core/common/validation/apiParams';
import { boundedJson, cardComponent, inputProblem, INPUT_LIMITS, safeText } from '../../../../core/common/validation/safeInput';

const deep = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}1${']'.repeat(levels)}`);
const errorsOf = (schema: yup.AnySchema, value: unknown, context = {}) => schema.validate(value, { abortEarly: false, context }).then(() => [], (e: yup.ValidationError) => e.errors);

describe('input limits (issue 13)', () => {
  it('names the field of a NUL, a lone surrogate, a non-finite number or a nesting too deep, and passes clean input', () => {
    expect(inputProblem({ name: 'a\u0000b' })).toEqual({ path: 'name', message: 'name may not contain a NUL character.' });
    expect(inputProblem({ grid: [{ title: 'x\ud800' }] })).toEqual({ path: 'grid[0].title', message: 'grid[0].title may not contain a lone surrogate (no valid Unicode text).' });
    expect(inputProblem({ 'odd key': { 'k\u0000': 1 } })?.path).toBe('["odd key"]');
    expect(inputProblem({ n: JSON.parse('1e400') })?.message).toBe('n must be a finite number.');
    expect(inputProblem({ value: deep(5000) })?.message).toMatch(/nested deeper than 16 levels/);
    expect(inputProblem({ emoji: '😀 ä', list: [1, true, null], value: deep(10) })).toBeUndefined();
  });

  it('safeText refuses lists and objects for text with a validation error, not a TypeError', async () => {
    const schema = yup.object({ name: safeText(10, { trim: true }) });
    expect(await errorsOf(schema, { name: ['x'] })).toEqual(['name must be a text.']);
    expect(await errorsOf(schema, { name: { x: 1 } })).toEqual(['name must be a text.']);
    expect(await errorsOf(schema, { name: 'x'.repeat(11) })).toEqual(['name may not be greater than 10 characters.']);
    expect(await schema.validate({ name: '  ok ' })).toEqual({ name: 'ok' });
  });

  it('apiParams.id keeps ids within the PostgreSQL integer range', async () => {
    const schema = yup.object({ id: apiParams.id('id') });
    expect(await errorsOf(schema, { id: 1e300 })).toEqual([`id may not be greater than ${INPUT_LIMITS.idMax}.`]);
    expect(await errorsOf(schema, { id: '3000000000' })).toEqual([`id may not be greater than ${INPUT_LIMITS.idMax}.`]);
    expect(await errorsOf(schema, { id: 'NaN' })).toEqual(['id must be a number.']);
    expect(await errorsOf(schema, { id: 0 })).toEqual(['id must be at least 1.']);
    expect(await schema.validate({ id: '2147483647' })).toEqual({ id: 2147483647 });
  });

  it('boundedJson bounds a stored value by size and depth', async () => {
    const schema = yup.object({ value: boundedJson({ maxChars: 20, maxDepth: 3 }) });
    expect(await errorsOf(schema, { value: 'x'.repeat(30) })).toEqual(['value may not be longer than 20 characters of JSON.']);
    expect(await errorsOf(schema, { value: deep(4) })).toEqual(['value[0][0][0] is nested deeper than 3 levels.']);
    expect(await errorsOf(schema, { value: { a: [1] } })).toEqual([]);
  });

  it('cardComponent is a closed enum where the context names the registry’s cards', async () => {
    const schema = yup.object({ component: cardComponent() });
    const context = { cardComponents: new Set(['UsersCard']) };
    expect(await errorsOf(schema, { component: 'UsersCard' }, context)).toEqual([]);
    expect(await errorsOf(schema, { component: 'EvilCard' }, context)).toEqual(['component must be a card of this console.']);
    expect(await errorsOf(schema, { component: 'EvilCard' })).toEqual([]);
  });
});
