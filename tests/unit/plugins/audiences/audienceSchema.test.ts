import { audienceSchema, audienceUpdateSchema } from '../../../../plugins/audiences/common/audienceSchema';
import { schemaErrors } from '../../../support/schemaErrors';


describe('audienceSchema: the audience name dialog and the audience calls share it', () => {
  it('TM-05: German and English names are required, 3 to 30 characters, trimmed', () => {
    const empty = schemaErrors(audienceSchema, { german: '', english: '  ', type_id: 1 });
    expect(Object.keys(empty)).toEqual(['german', 'english']);
    expect(empty.german).toContain('German is required.');
    expect(empty.english).toContain('English is required.');
    expect(schemaErrors(audienceSchema, { german: 'ab', english: 'x'.repeat(31), type_id: 1 })).toEqual({ german: ['German must be at least 3 characters.'], english: ['English may not be greater than 30 characters.'] });
    expect(audienceSchema.validateSync({ german: ' Sport ', english: 'x'.repeat(30), type_id: 1 })).toMatchObject({ german: 'Sport', parent_id: null });
  });

  it('TM-11: type_id is 1 (interest) or 2 (property); parent_id an id or none; the flags booleans', () => {
    expect(schemaErrors(audienceSchema, { german: 'Sport', english: 'Sports', type_id: 3, parent_id: 0, is_pinpoll: 'yes' })).toEqual({
      type_id: ['type_id must be one of 1, 2.'],
      parent_id: ['parent_id must be at least 1.'],
      is_pinpoll: ['is_pinpoll must be true or false.'],
    });
    expect(schemaErrors(audienceSchema, { german: 'Sport', english: 'Sports' })).toEqual({ type_id: ['type_id is required.'] });
  });

  it('issue 15: an update carries the version its edit started from', () => {
    expect(schemaErrors(audienceUpdateSchema, { german: 'Sport', english: 'Sports', type_id: 2 })).toEqual({ version: ['version is required.'] });
    expect(schemaErrors(audienceUpdateSchema, { german: 'Sport', english: 'Sports', type_id: 2, version: 3 })).toEqual({});
  });
});
