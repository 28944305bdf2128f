import * as yup from 'yup';
import { apiParams } from '../../../../core/common/validation/apiParams';
import { listProblem } from '../../../../core/common/validation/listProblem';
import { safeText } from '../../../../core/common/validation/safeInput';

describe('no list where one value is expected (issue 13, yup casting)', () => {
  const schema = yup.object({
    name: safeText(10),
    id: apiParams.id('id'),
    flag: apiParams.boolean('flag'),
    since: yup.date(),
    filter: yup.object({ channel: apiParams.id('channel') }),
    tags: yup.array(safeText(10)),
    grid: yup.array(yup.object({ x: apiParams.count('x', 0, 11) })),
    // A field that takes a text or a list decides for itself.
    domain: yup.mixed<string | string[]>(),
    kind: safeText(10),
    // Resolved as yup resolves it: a number for kind "count", a list otherwise.
    amount: yup.mixed().when('kind', { is: 'count', then: () => yup.number(), otherwise: () => yup.array(yup.number()) }),
    lazy: yup.lazy(() => yup.number()),
  });

  it('refuses a one-item list for text, a number, a boolean, a date and an object, naming the field', () => {
    expect(listProblem(schema, { name: ['x'] })).toEqual({ path: 'name', message: 'name must be one value, not a list.' });
    expect(listProblem(schema, { id: [5] })?.path).toBe('id');
    expect(listProblem(schema, { flag: ['true'] })?.path).toBe('flag');
    expect(listProblem(schema, { since: [0] })?.path).toBe('since');
    expect(listProblem(schema, { filter: [{ channel: 1 }] })?.path).toBe('filter');
    expect(listProblem(schema, { filter: { channel: [1] } })?.path).toBe('filter.channel');
    expect(listProblem(schema, { grid: [{ x: 1 }, { x: [2] }] })?.path).toBe('grid[1].x');
    expect(listProblem(schema, { lazy: [1] })?.path).toBe('lazy');
    expect(listProblem(schema, ['x'])).toEqual({ path: '', message: 'The value must be one value, not a list.' });
  });

  it('lets lists through where the schema takes them, and follows conditions on sibling values', () => {
    expect(listProblem(schema, { name: 'x', id: 5, flag: 'true', tags: ['a', 'b'], grid: [{ x: 1 }], domain: ['a.example', 'b.example'], unknown: [1] })).toBeUndefined();
    expect(listProblem(schema, { kind: 'list', amount: [1, 2] })).toBeUndefined();
    expect(listProblem(schema, { kind: 'count', amount: [1] })?.path).toBe('amount');
  });

  it('is what yup alone would let through: the cast makes the list its item', async () => {
    expect(await schema.validate({ id: [5], flag: ['true'] })).toMatchObject({ id: 5, flag: true });
  });
});
