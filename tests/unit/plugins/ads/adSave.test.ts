import { adActions } from '../../../../plugins/ads/common/adActions';
import { adApproval, reviewAfterSave } from '../../../../plugins/ads/common/adApproval';
import { adjustedAd } from '../../../../plugins/ads/common/adjustedAd';
import { adSchema } from '../../../../plugins/ads/common/adSchema';
import { shareWith } from '../../../../plugins/ads/common/adSharing';
import { adType, withAdType } from '../../../../plugins/ads/common/adType';
import { newAd } from '../../../../plugins/ads/common/newAd';

const ad = (fields: object = {}) => ({ ...newAd(), name: 'Ad', target_url: 'https://shop.test/', tag: '<div>ad</div>', ...fields });
const errorsOf = (value: object) => {
  try {
    adSchema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]));
  }
};

describe('an ad as it is saved (management §4, §5)', () => {
  it('AD-57 … AD-61: a new ad is inline after the vote, 2 s delay, 4 s interstitial, every domain and device, Google value 0.0001 and floating 150 – 250 px', () => {
    expect(newAd()).toMatchObject({ display: 'inline', display_timing: 'after_vote', delay: 2, duration: 4, domain_id: 0, device_type: 'all', settings: { isGoogleAd: 0, value: 0.0001, adMinH: 150, adMaxH: 250, inline: { elementId: 'gpt-passback' }, interstitial: { elementId: 'gpt-passback', duration: 4 } } });
  });

  it('AD-01, AD-18 … AD-20: the type toggle sets isStatic and isGoogleAd; the type reads back from them', () => {
    expect(adType(withAdType(ad(), 'static'))).toBe('static');
    expect(withAdType(ad(), 'static')).toMatchObject({ isStatic: true, settings: { isGoogleAd: 0 } });
    expect(withAdType(ad({ isStatic: true }), 'dynamic')).toMatchObject({ isStatic: false, settings: { isGoogleAd: 0 } });
    expect(withAdType(ad({ isStatic: true }), 'google')).toMatchObject({ isStatic: false, settings: { isGoogleAd: 1 } });
    expect(adType(withAdType(ad(), 'google'))).toBe('google');
  });

  it('AD-21: native forces before_vote, inline and not static (and before the vote, no answers)', () => {
    const answers = [{ domain: 'a.test', questionId: 1, answerId: 2 }];
    expect(adjustedAd(ad({ native: true, isStatic: true, display: 'overlay', answers }))).toMatchObject({ display_timing: 'before_vote', display: 'inline', isStatic: false, answers: [] });
  });

  it('AD-43: with all-experiences on only the experiences are kept, otherwise only the mappings', () => {
    const questions = [{ id: 1, domain: 'a.test' }];
    const adExperiences = [{ element_type_id: 1, experience_type_id: 1, restrict_to_question_number: null }];
    expect(adjustedAd(ad({ allExperiences: true, adExperiences, questions, covers: questions }))).toMatchObject({ adExperiences, questions: [], covers: [] });
    expect(adjustedAd(ad({ allExperiences: false, adExperiences, questions }))).toMatchObject({ adExperiences: [], questions });
  });

  it('AD-46 … AD-53: the rules of each field', () => {
    expect(errorsOf(ad())).toEqual({});
    expect(errorsOf(ad({ name: 'x'.repeat(101) }))).toEqual({ name: 'Name may not be greater than 100 characters.' });
    expect(errorsOf(ad({ delay: 0, duration: -1 }))).toEqual({ delay: 'Delay must be at least 1.', duration: 'Duration must be at least 0.' });
    expect(errorsOf(ad({ headline: 'x'.repeat(101), cta_label: 'x'.repeat(26) }))).toEqual({ headline: 'Teaser may not be greater than 100 characters.', cta_label: 'CTA label may not be greater than 25 characters.' });
    expect(errorsOf(ad({ target_url: 'shop' }))).toEqual({ target_url: 'Target URL is not a valid URL.' });
    expect(errorsOf(ad({ tag: null }))).toEqual({ tag: 'Tag is required.' });
    expect(errorsOf(ad({ tag: null, native: true }))).toEqual({});
    expect(errorsOf(ad({ display_timing: 'interstitial', display: 'inline' }))).toEqual({ display: 'display is not a position this timing allows.' });
    expect(errorsOf(ad({ allExperiences: true }))).toEqual({ adExperiences: 'adExperiences is required.' });
    expect(errorsOf(ad({ settings: { inline: { sizes: '[300,250],[728,90]' }, interstitial: { sizes: 'fluid' } } }))).toEqual({});
    expect(errorsOf(ad({ settings: { inline: { sizes: '300x250' } } }))).toEqual({ 'settings.inline.sizes': 'settings.inline.sizes must be sizes like [300,250],[728,90].' });
  });

  it('AD-33: choosing a default organisation switches all-experiences on; another one leaves it as it is', () => {
    const choices = [{ id: 1, name: 'Home', default: true }, { id: 2, name: 'Partner', default: false }];
    expect(shareWith(ad(), 2, choices)).toMatchObject({ organisations: [2], allExperiences: false });
    expect(shareWith(ad({ organisations: [2] }), 1, choices)).toMatchObject({ organisations: [2, 1], allExperiences: true });
    expect(shareWith(ad({ organisations: [1], allExperiences: true }), 1, choices)).toMatchObject({ organisations: [1], allExperiences: true });
  });

  it('AD-42: custom targeting is null or a JSON object of texts', () => {
    expect(errorsOf(ad({ custom_targeting: '{"section":"sport"}' }))).toEqual({});
    for (const bad of ['[1]', '{"a":1}', 'section=sport']) expect(errorsOf(ad({ custom_targeting: bad }))).toEqual({ custom_targeting: 'custom_targeting must be an object.' });
  });
});

describe('the review of an ad (AD-15 … AD-17, OP-12)', () => {
  const dynamic = ad();
  const approved = { ...dynamic, approved: true, rejection_reason: null };

  it('AD-15: a static ad counts as approved', () => {
    expect(reviewAfterSave(undefined, withAdType(ad(), 'static'))).toEqual({ approved: true, rejection_reason: null });
  });

  it('AD-16: a new dynamic or Google ad waits for its review', () => {
    expect(reviewAfterSave(undefined, dynamic)).toEqual({ approved: false, rejection_reason: null });
    expect(adApproval(reviewAfterSave(undefined, withAdType(ad(), 'google')))).toBe('pending');
  });

  it('AD-17: a save keeps the review while the reviewed code is the same; a new tag, native tag, Google setting or type needs a new one', () => {
    expect(reviewAfterSave(approved, { ...dynamic, name: 'Renamed' } as typeof dynamic)).toEqual({ approved: true, rejection_reason: null });
    expect(reviewAfterSave({ ...dynamic, approved: false, rejection_reason: 'No.' }, dynamic)).toEqual({ approved: false, rejection_reason: 'No.' });
    for (const change of [{ tag: '<div>new</div>' }, { nativeTag: '<div>n</div>' }, { settings: { ...dynamic.settings, scriptSrc: 'https://x.test/gpt.js' } }, withAdType(dynamic, 'google')]) {
      expect(reviewAfterSave(approved, { ...dynamic, ...change })).toEqual({ approved: false, rejection_reason: null });
    }
  });

  it('OP-12: the settings read back in another key order are the same code', () => {
    const reordered = Object.fromEntries(Object.entries(dynamic.settings).reverse()) as typeof dynamic.settings;
    expect(reviewAfterSave(approved, { ...dynamic, settings: reordered }).approved).toBe(true);
  });

  it('OP-12: approved, pending and rejected', () => {
    expect([adApproval({ approved: true, rejection_reason: null }), adApproval({ approved: false, rejection_reason: null }), adApproval({ approved: false, rejection_reason: 'No.' })]).toEqual(['approved', 'pending', 'rejected']);
  });
});

describe('what a caller may do with an ad (management §5)', () => {
  const can = (...rules: string[]) => (rule: string) => rules.includes(rule);

  it('crudAds plus (admin, own ad or editOrganisationAds) edits; deleteOrganisationAds deletes others\' ads; crudAds alone deletes one\'s own; duplicateAds duplicates', () => {
    expect(adActions({ isOwn: true }, can('crudAds'))).toEqual({ edit: true, remove: true, duplicate: false });
    expect(adActions({ isOwn: false }, can('crudAds'))).toEqual({ edit: false, remove: false, duplicate: false });
    expect(adActions({ isOwn: false }, can('crudAds', 'editOrganisationAds'))).toEqual({ edit: true, remove: false, duplicate: false });
    expect(adActions({ isOwn: false }, can('crudAds', 'deleteOrganisationAds'))).toEqual({ edit: false, remove: true, duplicate: false });
    expect(adActions({ isOwn: false }, can('crudAds', 'duplicateAds'))).toEqual({ edit: false, remove: false, duplicate: true });
    expect(adActions({ isOwn: false }, can('crudAds', 'viewModuleAdmin'))).toEqual({ edit: true, remove: true, duplicate: false });
    expect(adActions({ isOwn: true }, can('editOrganisationAds', 'deleteOrganisationAds', 'duplicateAds', 'viewModuleAdmin'))).toEqual({ edit: false, remove: false, duplicate: false });
  });
});
