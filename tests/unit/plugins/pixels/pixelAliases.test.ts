import { withPixelAliases } from '../../../../plugins/pixels/common/pixelAliases';

describe('withPixelAliases (PX-13)', () => {
  it('PX-13: renames headercode, bodycode, triggercode, pixelid and imageurl to externalcode, staticcode, trigger_code, facebook_id and source', () => {
    expect(withPixelAliases({ title: 'T', headercode: 'h', bodycode: 'b', triggercode: 't', pixelid: 'p', imageurl: 'i' })).toEqual({
      title: 'T',
      externalcode: 'h',
      staticcode: 'b',
      trigger_code: 't',
      facebook_id: 'p',
      source: 'i',
    });
  });

  it('PX-13: a field sent under its own name keeps its value; the alias is dropped', () => {
    expect(withPixelAliases({ source: 'real', imageurl: 'alias' })).toEqual({ source: 'real' });
    expect(withPixelAliases({ source: null, imageurl: 'alias' })).toEqual({ source: null });
  });

  it('leaves other bodies as they are, and does not change the one given', () => {
    const body = { title: 'T', triggercode: 't' };
    withPixelAliases(body);
    expect(body).toEqual({ title: 'T', triggercode: 't' });
    for (const other of [null, 'text', 3, ['triggercode']]) expect(withPixelAliases(other)).toBe(other);
    expect(withPixelAliases(Object.create({ pixelid: 'inherited' }))).toEqual({});
  });
});
