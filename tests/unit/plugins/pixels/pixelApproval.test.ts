import type { Pixel } from '../../../../plugins/pixels/common/Pixel';
import { pixelReviewAfterSave } from '../../../../plugins/pixels/common/pixelApproval';
import { storedPixelFields, type PixelFieldValues } from '../../../../plugins/pixels/common/storedPixelFields';

const JAVASCRIPT: PixelFieldValues = { title: 'Tag', type: 'javascript', externalcode: 'https://a.example/t.js', staticcode: '<noscript></noscript>', trigger_code: 't()' };
const stored = (values: PixelFieldValues, approved: boolean, rejection_reason: string | null = null): Pick<Pixel, 'approved' | 'rejection_reason' | keyof ReturnType<typeof storedPixelFields>> => ({ ...storedPixelFields(values), approved, rejection_reason });
const approvedAfterSave = (...args: Parameters<typeof pixelReviewAfterSave>) => pixelReviewAfterSave(...args).approved;

describe('pixelReviewAfterSave (management §4, OP-12)', () => {
  it('PX-05: image, google and facebook pixels count as approved, created or changed', () => {
    expect(approvedAfterSave(undefined, storedPixelFields({ title: 'Image', type: 'image', source: 'https://i.example/p.gif' }))).toBe(true);
    expect(approvedAfterSave(undefined, storedPixelFields({ title: 'Google', type: 'google', conversion_id: '1', conversion_label: 'l' }))).toBe(true);
    expect(approvedAfterSave(stored(JAVASCRIPT, false), storedPixelFields({ title: 'Meta', type: 'facebook', facebook_id: '1' }))).toBe(true);
  });

  it('PX-05: a new javascript pixel is not approved', () => {
    expect(approvedAfterSave(undefined, storedPixelFields(JAVASCRIPT))).toBe(false);
  });

  it('PX-05, OP-12: an approved javascript pixel loses its approval when its header, body or trigger code changes', () => {
    const approved = stored(JAVASCRIPT, true);
    for (const change of [{ externalcode: 'https://b.example/t.js' }, { staticcode: '' }, { trigger_code: 't(1)' }]) {
      expect(approvedAfterSave(approved, storedPixelFields({ ...JAVASCRIPT, ...change }))).toBe(false);
    }
  });

  it('OP-12: it keeps its approval when only its title changes, or empty code stays empty (missing, null or "")', () => {
    expect(approvedAfterSave(stored(JAVASCRIPT, true), storedPixelFields({ ...JAVASCRIPT, title: 'Renamed' }))).toBe(true);
    const noBody = stored({ ...JAVASCRIPT, staticcode: null }, true);
    expect(approvedAfterSave(noBody, storedPixelFields({ ...JAVASCRIPT, staticcode: '' }))).toBe(true);
    expect(approvedAfterSave(noBody, storedPixelFields({ ...JAVASCRIPT, staticcode: undefined }))).toBe(true);
  });

  it('PX-05: only the review approves: an unapproved pixel saved unchanged stays unapproved, and one that becomes javascript needs approval', () => {
    expect(approvedAfterSave(stored(JAVASCRIPT, false), storedPixelFields(JAVASCRIPT))).toBe(false);
    const image = stored({ title: 'Image', type: 'image', source: 'https://i.example/p.gif' }, true);
    expect(approvedAfterSave(image, storedPixelFields(JAVASCRIPT))).toBe(false);
  });

  it('OP-12: a rejected javascript pixel keeps its rejection and reason until its code changes; new code waits for review again, and any other type needs none', () => {
    const rejected = stored(JAVASCRIPT, false, 'Loads an unknown script');
    expect(pixelReviewAfterSave(rejected, storedPixelFields({ ...JAVASCRIPT, title: 'Renamed' }))).toEqual({ approved: false, rejection_reason: 'Loads an unknown script' });
    expect(pixelReviewAfterSave(rejected, storedPixelFields({ ...JAVASCRIPT, trigger_code: 't(2)' }))).toEqual({ approved: false, rejection_reason: null });
    expect(pixelReviewAfterSave(rejected, storedPixelFields({ title: 'Image', type: 'image', source: 'https://i.example/p.gif' }))).toEqual({ approved: true, rejection_reason: null });
  });
});

describe('storedPixelFields', () => {
  it("keeps the type's own fields, empty ones as null, and stores every other type's as null (no code rides along with a pixel needing no approval)", () => {
    expect(storedPixelFields({ title: 'Image', type: 'image', source: 'https://i.example/p.gif', trigger_code: 'evil()', staticcode: '<script>', image: '' })).toEqual({
      title: 'Image',
      type: 'image',
      image: null,
      source: 'https://i.example/p.gif',
      externalcode: null,
      staticcode: null,
      trigger_code: null,
      conversion_id: null,
      conversion_label: null,
      conversionvalue: null,
      custom_value: null,
      facebook_id: null,
    });
    expect(storedPixelFields({ ...JAVASCRIPT, staticcode: '  ' })).toMatchObject({ externalcode: 'https://a.example/t.js', staticcode: null, trigger_code: 't()' });
  });
});
