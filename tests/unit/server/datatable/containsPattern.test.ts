import { containsPattern } from '../../../../core/server/datatable';

describe('containsPattern (issue 14)', () => {
  it('issue 14: a search matches anywhere; LIKE wildcards and the escape character stand for themselves', () => {
    expect(containsPattern('sport')).toBe('%sport%');
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('back\\slash')).toBe('%back\\\\slash%');
  });
});
