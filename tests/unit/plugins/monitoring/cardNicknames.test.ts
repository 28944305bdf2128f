import { cardNicknames, nicknameOf, withNickname } from '../../../../plugins/monitoring/common/cardNicknames';

const NICKNAMES = { audiences: [{ key: '5', name: 'Fans' }], events: [{ key: 'signup', name: 'Sign-ups' }] };

describe('card nicknames', () => {
  it('RG-45: reads a nickname by type and key', () => {
    expect(nicknameOf(NICKNAMES, 'audiences', '5')).toBe('Fans');
    expect(nicknameOf(NICKNAMES, 'events', '5')).toBeUndefined();
  });

  it('RG-45, OP-34: renames, adds and drops one entry, leaving the other type alone', () => {
    expect(withNickname(NICKNAMES, 'audiences', '5', 'Sport fans')).toEqual({ audiences: [{ key: '5', name: 'Sport fans' }], events: NICKNAMES.events });
    expect(withNickname(NICKNAMES, 'audiences', '7', 'Readers').audiences).toEqual([{ key: '5', name: 'Fans' }, { key: '7', name: 'Readers' }]);
    expect(withNickname(NICKNAMES, 'audiences', '5', undefined)).toEqual({ audiences: [], events: NICKNAMES.events });
  });

  it('RG-45: a card saves nicknames through onViewSettingsChange; without it a card cannot rename', () => {
    const onViewSettingsChange = jest.fn();
    const audiences = cardNicknames({ viewSettings: { nicknames: NICKNAMES }, onViewSettingsChange }, 'audiences');
    expect(audiences.of('5')).toBe('Fans');
    audiences.rename!('9', 'Travellers');
    expect(onViewSettingsChange).toHaveBeenCalledWith({ nicknames: { audiences: [{ key: '5', name: 'Fans' }, { key: '9', name: 'Travellers' }], events: NICKNAMES.events } });
    expect(cardNicknames({ viewSettings: undefined }, 'events').rename).toBeUndefined();
    expect(cardNicknames({ viewSettings: undefined }, 'events').of('signup')).toBeUndefined();
  });
});
