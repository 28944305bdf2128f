import { reviewApproveSchema, reviewRejectSchema } from '../../../../core/common/entities';
import { pixelSchema, pixelUpdateSchema } from '../../../../plugins/pixels/common/pixelSchema';

const JAVASCRIPT = { title: 'Retargeting', type: 'javascript', externalcode: 'https://cdn.example.com/tag.js', staticcode: '', trigger_code: "tag('visit')" };
const GOOGLE = { title: 'Conversion', type: 'google', conversion_id: 'AW-1', conversion_label: 'buy' };
const FACEBOOK = { title: 'Meta pixel', type: 'facebook', facebook_id: '1234567890' };
const IMAGE = { title: 'Sign-up', type: 'image', source: 'https://pixel.example.com/p.gif' };

/** Every message the schema gives for `value`, by field; {} when it passes. */
async function problems(value: object): Promise<Record<string, string[]>> {
  try {
    await pixelSchema.validate(value, { abortEarly: false, stripUnknown: true });
    return {};
  } catch (error) {
    const found: Record<string, string[]> = {};
    for (const e of (error as { inner: { path: string; errors: string[] }[] }).inner) (found[e.path] ??= []).push(...e.errors);
    return found;
  }
}

describe('pixelSchema (management §5)', () => {
  it('passes a valid pixel of each type', async () => {
    for (const pixel of [JAVASCRIPT, GOOGLE, FACEBOOK, IMAGE]) expect(await problems(pixel)).toEqual({});
  });

  it('PX-06: the title is required, 3 to 100 characters', async () => {
    expect(await problems({ ...IMAGE, title: 'abc' })).toEqual({});
    expect(await problems({ ...IMAGE, title: 'x'.repeat(100) })).toEqual({});
    expect(await problems({ ...IMAGE, title: 'ab' })).toEqual({ title: ['Title must be at least 3 characters.'] });
    expect(await problems({ ...IMAGE, title: 'x'.repeat(101) })).toEqual({ title: ['Title may not be greater than 100 characters.'] });
    expect(await problems({ ...IMAGE, title: '' })).toMatchObject({ title: expect.arrayContaining(['Title is required.']) });
  });

  it('PX-07, OP-67: the type is required and one of image, google, facebook, javascript; a stored "unspecified" is refused', async () => {
    expect(await problems({ title: 'Pixel' })).toEqual({ type: ['Type is required.'] });
    expect(await problems({ title: 'Pixel', type: 'unspecified' })).toEqual({ type: ['Type must be one of the allowed values.'] });
    expect(await problems({ title: 'Pixel', type: 'flash' })).toEqual({ type: ['Type must be one of the allowed values.'] });
  });

  it('PX-08: a javascript pixel needs its trigger code, and its header code must be a URL (it may be left empty)', async () => {
    expect(await problems({ ...JAVASCRIPT, externalcode: 'abc' })).toEqual({ externalcode: ['Header code is not a valid URL.'] });
    expect(await problems({ ...JAVASCRIPT, trigger_code: '' })).toEqual({ trigger_code: ['Trigger code is required.'] });
    expect(await problems({ ...JAVASCRIPT, externalcode: '' })).toEqual({});
    expect(await problems({ ...JAVASCRIPT, externalcode: null })).toEqual({});
  });

  it('PX-09: a google pixel needs its conversion id and label', async () => {
    expect(await problems({ ...GOOGLE, conversion_id: '' })).toEqual({ conversion_id: ['Conversion id is required.'] });
    expect(await problems({ ...GOOGLE, conversion_label: undefined })).toEqual({ conversion_label: ['Conversion label is required.'] });
  });

  it('PX-10: a facebook pixel needs its pixel id', async () => {
    expect(await problems({ ...FACEBOOK, facebook_id: ' ' })).toEqual({ facebook_id: ['Pixel id is required.'] });
  });

  it('PX-11: an image pixel needs its image URL, and a URL', async () => {
    expect(await problems({ ...IMAGE, source: 'x' })).toEqual({ source: ['Image URL is not a valid URL.'] });
    expect(await problems({ ...IMAGE, source: '' })).toEqual({ source: ['Image URL is required.'] });
  });

  it("another type's fields are not checked (the save drops them), only kept short", async () => {
    expect(await problems({ ...IMAGE, externalcode: 'abc', trigger_code: '' })).toEqual({});
    expect(await problems({ ...IMAGE, trigger_code: 'x'.repeat(20_001) })).toEqual({ trigger_code: ['Trigger code may not be greater than 20000 characters.'] });
  });

  it('PX-13: reads the aliases headercode, bodycode, triggercode, pixelid and imageurl as their fields', async () => {
    const javascript = await pixelSchema.validate({ title: 'Tag', type: 'javascript', headercode: 'https://a.example/t.js', bodycode: '<b>', triggercode: 't()' }, { stripUnknown: true });
    expect(javascript).toEqual({ title: 'Tag', type: 'javascript', externalcode: 'https://a.example/t.js', staticcode: '<b>', trigger_code: 't()' });
    expect(await pixelSchema.validate({ title: 'Meta', type: 'facebook', pixelid: '42' }, { stripUnknown: true })).toMatchObject({ facebook_id: '42' });
    expect(await problems({ title: 'Image', type: 'image', imageurl: 'x' })).toEqual({ source: ['Image URL is not a valid URL.'] });
  });

  it('OP-12: an update also needs the version it was edited from; an approval nothing else, a rejection its reason (at most 500 characters)', async () => {
    await expect(pixelUpdateSchema.validate(IMAGE)).rejects.toThrow('version is required.');
    await expect(pixelUpdateSchema.validate({ ...IMAGE, imageurl: 'https://b.example/i.gif', source: undefined, version: 2 })).resolves.toMatchObject({ source: 'https://b.example/i.gif', version: 2 });
    await expect(reviewApproveSchema.validate({})).rejects.toThrow('version is required.');
    await expect(reviewRejectSchema.validate({ version: 2 })).rejects.toThrow('Reason is required.');
    await expect(reviewRejectSchema.validate({ version: 2, reason: 'x'.repeat(501) })).rejects.toThrow();
  });
});
