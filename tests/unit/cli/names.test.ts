import { camelCase, parseList, sentenceCase } from '../../../cli/scaffold/names';

describe('scaffold names', () => {
  it('resource lists take the spec’s names, including paths such as users/histogram', () => {
    expect(parseList('users, users/histogram,users', 'Resource')).toEqual(['users', 'users/histogram']);
    expect(camelCase('users/histogram')).toBe('usersHistogram');
    expect(sentenceCase('users/histogram')).toBe('Users histogram');
  });

  it('refuses a resource name with other characters, naming it', () => {
    expect(() => parseList('users/', 'Resource')).toThrow('Resource "users/" must start with a letter');
    expect(() => parseList('a.b', 'Resource')).toThrow('"a.b"');
  });
});
