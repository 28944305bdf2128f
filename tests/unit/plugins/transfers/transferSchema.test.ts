import { toggleStateSchema } from '../../../../core/common/entities';
import { transferSchema, transferUpdateSchema } from '../../../../plugins/transfers/common/transferSchema';
import { transferDatatable } from '../../../../plugins/transfers/common/transferDatatable';

const VALID = { name: 'Sports fans', start_date: '2024-01-01', end_date: '2024-12-31', assignedAudiences: [1, 2], assignedPixels: [3] };

/** The field errors of a body, as the server answers them (422: field → messages). */
async function errorsOf(body: object, schema: typeof transferSchema = transferSchema): Promise<Record<string, string[]>> {
  try {
    await schema.validate(body, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string[]> = {};
    for (const inner of (error as { inner: { path: string; message: string }[] }).inner) (errors[inner.path] ??= []).push(inner.message);
    return errors;
  }
}

describe('transfer schema (management §5)', () => {
  it('TR-26, TR-16: a transfer has name, dates and one assignedAudiences list besides its pixels', async () => {
    expect(await errorsOf(VALID)).toEqual({});
    expect(transferSchema.cast(VALID)).toEqual(VALID);
  });

  it('TR-12: the name is required, 3 to 50 characters, both ends included', async () => {
    expect(await errorsOf({ ...VALID, name: 'abc' })).toEqual({});
    expect(await errorsOf({ ...VALID, name: 'x'.repeat(50) })).toEqual({});
    expect(await errorsOf({ ...VALID, name: 'ab' })).toEqual({ name: ['Name must be at least 3 characters.'] });
    expect(await errorsOf({ ...VALID, name: 'x'.repeat(51) })).toEqual({ name: ['Name may not be greater than 50 characters.'] });
    expect((await errorsOf({ ...VALID, name: '   ' })).name).toContain('Name is required.');
    const { name: _name, ...nameless } = VALID;
    expect(await errorsOf(nameless)).toEqual({ name: ['Name is required.'] });
  });

  it('OP-53: both dates are optional, absent or null', async () => {
    expect(await errorsOf({ name: 'No dates' })).toEqual({});
    expect(transferSchema.cast({ name: 'No dates' })).toEqual({ name: 'No dates', start_date: null, end_date: null, assignedAudiences: [], assignedPixels: [] });
    expect(await errorsOf({ ...VALID, start_date: null, end_date: null })).toEqual({});
    expect(await errorsOf({ ...VALID, start_date: null })).toEqual({});
    expect(await errorsOf({ ...VALID, end_date: null })).toEqual({});
  });

  it('TR-13: no date before 2018-01-01', async () => {
    expect(await errorsOf({ ...VALID, start_date: '2018-01-01', end_date: '2018-01-01' })).toEqual({});
    expect(await errorsOf({ ...VALID, start_date: '2017-12-31' })).toEqual({ start_date: ['start_date may not be before 2018-01-01.'] });
    expect(await errorsOf({ ...VALID, start_date: null, end_date: '2017-12-31' })).toEqual({ end_date: ['end_date may not be before 2018-01-01.'] });
  });

  it('TR-14: the end date is not before the start date; the same day is fine', async () => {
    expect(await errorsOf({ ...VALID, start_date: '2024-05-01', end_date: '2024-05-01' })).toEqual({});
    expect(await errorsOf({ ...VALID, start_date: '2024-05-02', end_date: '2024-05-01' })).toEqual({ end_date: ['end_date may not be before the start date.'] });
  });

  it('TR-15: dates are real days written YYYY-MM-DD', async () => {
    for (const day of ['2024-5-1', '01.05.2024', '2024-02-30', '2024-05-01T00:00:00Z']) {
      expect(await errorsOf({ ...VALID, start_date: day, end_date: null })).toEqual({ start_date: ['start_date must be a date in the form YYYY-MM-DD.'] });
    }
  });

  it('TR-16: the assigned audiences and pixels are lists of ids', async () => {
    expect(await errorsOf({ ...VALID, assignedAudiences: [0] })).toEqual({ 'assignedAudiences[0]': ['assignedAudiences[] must be at least 1.'] });
    expect(await errorsOf({ ...VALID, assignedPixels: 'all' })).toEqual({ assignedPixels: ['Invalid value.'] });
  });

  it('issue 14: an update carries the version it was edited from', async () => {
    expect(await errorsOf({ ...VALID, version: 2 }, transferUpdateSchema)).toEqual({});
    expect(await errorsOf(VALID, transferUpdateSchema)).toEqual({ version: ['version is required.'] });
  });

  it('TR-23: toggleState takes the transfer id and its new state', async () => {
    expect(await toggleStateSchema.isValid({ id: 4, newState: false })).toBe(true);
    expect(await toggleStateSchema.isValid({ id: 4 })).toBe(false);
    expect(await toggleStateSchema.isValid({ newState: true })).toBe(false);
  });

  it('TR-05, OP-51: the list is 10 rows, id descending, filtered by active state and a date range of real days', async () => {
    expect(transferDatatable).toMatchObject({ defaultPageSize: 10, defaultSort: { key: 'id', desc: true }, sortKeys: ['id', 'name', 'start_date', 'end_date'] });
    expect(await transferDatatable.filters.isValid({ state: 'active', from: '2024-01-01', to: '2024-02-01' })).toBe(true);
    expect(await transferDatatable.filters.isValid({ state: 'paused' })).toBe(false);
    expect(await transferDatatable.filters.isValid({ from: '2024-13-01' })).toBe(false);
  });
});
