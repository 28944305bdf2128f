/** @jest-environment node */
import { matchesChannelPath } from '../../../../plugins/channels/common/matchesChannelPath';
import { channelSchema } from '../../../../plugins/channels/common/channelSchema';

describe('channel path matching', () => {
  it('a channel path is a whole-segment prefix of the page path', () => {
    expect(matchesChannelPath('/sport', '/sport')).toBe(true);
    expect(matchesChannelPath('/sport/football', '/sport')).toBe(true);
    expect(matchesChannelPath('/sport/football', '/sport/')).toBe(true);
    expect(matchesChannelPath('/sports', '/sport')).toBe(false);
    expect(matchesChannelPath('/politics', '/sport')).toBe(false);
  });
});

describe('channel schema (shared by the dialog and the server)', () => {
  const errors = (input: object) => {
    try {
      channelSchema.validateSync(input, { abortEarly: false });
      return [];
    } catch (e) {
      return (e as { errors: string[] }).errors;
    }
  };
  it('CH-04: title required, 3 to 50 characters', () => {
    expect(errors({ path: '/sport' })).toEqual(['Title is required.']);
    expect(errors({ title: 'ab', path: '/sport' })).toEqual(['Title must be at least 3 characters.']);
    expect(errors({ title: 'a'.repeat(51), path: '/sport' })).toEqual(['Title may not be greater than 50 characters.']);
  });
  it('CH-05: path required, 3 to 255 characters, leading slash', () => {
    expect(errors({ title: 'Sport', path: 'sport' })).toEqual(['Path needs to start with slash character (/).']);
    expect(errors({ title: 'Sport', path: '/s' })).toEqual(['Path must be at least 3 characters.']);
    expect(errors({ title: 'Sport' })).toEqual(['Path is required.']);
    expect(errors({ title: 'Sport', path: '/sport' })).toEqual([]);
  });
});
