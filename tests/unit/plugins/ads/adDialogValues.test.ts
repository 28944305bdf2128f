import type { Ad } from '../../../../plugins/ads/common/Ad';
import { AD_ELEMENT_TYPES, AD_EXPERIENCE_TYPES } from '../../../../plugins/ads/common/adExperiences';
import { adSchema } from '../../../../plugins/ads/common/adSchema';
import { newAd } from '../../../../plugins/ads/common/newAd';
import { adBlockerSuspected } from '../../../../plugins/ads/client/adBlockerSuspected';
import { duplicatedAdValues, editedAdValues, newAdValues, placedAd, savedAdBody } from '../../../../plugins/ads/client/adFormValues';
import { absoluteImageUrl, adImageSrc } from '../../../../plugins/ads/client/adImageSrc';
import { tabOwning } from '../../../../plugins/ads/client/adTabs';
import { ApiError } from '../../../../core/client/api';

const at = '2026-03-01T10:00:00.000Z';
const pollAll = { element_type_id: AD_ELEMENT_TYPES.poll, experience_type_id: AD_EXPERIENCE_TYPES.all, restrict_to_question_number: null };
const quizCovers = { element_type_id: AD_ELEMENT_TYPES.quiz, experience_type_id: AD_EXPERIENCE_TYPES.covers, restrict_to_question_number: null };
const question = { id: 9101, domain: 'news.example.com' };
const answer = { domain: 'news.example.com', questionId: 9101, answerId: 1 };

/** An ad as GET {id} answers it. */
function loadedAd(overrides: Partial<Ad> = {}): Ad {
  return {
    ...newAd(),
    id: 7,
    element_id: 7,
    name: 'Weekend subscription',
    type: 'dynamic',
    image: 'https://cdn.example.com/weekend.png',
    tag: '<p>Weekend</p>',
    target_url: 'https://shop.example.com/',
    approved: true,
    approval: 'approved',
    rejection_reason: null,
    organisations: [{ id: 3, name: 'Demo Media', default: true }],
    common_organisations: [{ id: 3, name: 'Demo Media', default: true }],
    default_organisations: [{ id: 3, name: 'Demo Media', default: true }],
    custom_targeting: '{"section":"sport"}',
    allExperiences: true,
    adExperiences: [pollAll],
    views: 120,
    cta_clicks: 6,
    clickthrough_rate: 5,
    created_at: at,
    isOwn: true,
    version: 4,
    email: 'owner@demo.test',
    auditInformation: { auditable_id: 7, created_at: at, created_email: null, modified_at: at, modified_email: null },
    ...overrides,
  };
}

describe('the ad dialog’s values (management §4)', () => {
  it('AD-39, AD-57 … AD-61: a new ad starts from the defaults, without custom rows, id or version', () => {
    const values = newAdValues();
    expect(values).toMatchObject({ name: '', display: 'inline', display_timing: 'after_vote', delay: 2, duration: 4, domain_id: 0, device_type: 'all', customTargeting: [], element_id: null });
    expect(values.version).toBeUndefined();
    expect(values.settings.value).toBe(0.0001);
  });

  it('AD-40, AD-33: an edited ad keeps its fields, its version and id, its organisations by id and its custom targeting as rows; the list columns stay out', () => {
    const values = editedAdValues(loadedAd());
    expect(values).toMatchObject({ name: 'Weekend subscription', element_id: 7, version: 4, organisations: [3], allExperiences: true, adExperiences: [pollAll], image: 'https://cdn.example.com/weekend.png' });
    expect(values.customTargeting).toEqual([{ key: 'section', value: 'sport' }]);
    for (const column of ['views', 'cta_clicks', 'approval', 'email', 'auditInformation', 'common_organisations', 'isOwn']) expect(values).not.toHaveProperty(column);
  });

  it('AD-41, OP-58: a copy is prefixed, has no element_id, version or experiences, and keeps the image', () => {
    const values = duplicatedAdValues(loadedAd(), 'Copy of ');
    expect(values).toMatchObject({ name: 'Copy of Weekend subscription', element_id: null, adExperiences: [], image: 'https://cdn.example.com/weekend.png' });
    expect(values.version).toBeUndefined();
    expect(duplicatedAdValues(loadedAd(), 'Kopie von ').name).toBe('Kopie von Weekend subscription');
  });

  it('AD-42, AD-43, AD-44: saving drops keyless rows (none left: null), keeps only the experiences or only the mappings, and sends an edit’s version', () => {
    const edited = { ...editedAdValues(loadedAd()), questions: [question], customTargeting: [{ key: ' ', value: 'x' }] };
    const body = savedAdBody(edited);
    expect(body).toMatchObject({ custom_targeting: null, questions: [], adExperiences: [pollAll], version: 4 });
    expect(body).not.toHaveProperty('customTargeting');
    expect(body).not.toHaveProperty('element_id');
    const mapped = savedAdBody({ ...newAdValues(), questions: [question], adExperiences: [pollAll], customTargeting: [{ key: 'kw', value: 'golf' }] });
    expect(mapped).toMatchObject({ questions: [question], adExperiences: [], custom_targeting: '{"kw":"golf"}' });
    expect(mapped).not.toHaveProperty('version');
    expect(adSchema.isValidSync({ ...mapped, name: 'Golf', target_url: 'https://golf.example.com', tag: '<p>Golf</p>' })).toBe(true);
  });

  it('AD-21, AD-30, AD-31, AD-43: while editing, the rules apply but both the experiences and the mappings are kept', () => {
    const values = { ...newAdValues(), isStatic: true, display: 'overlay' as const, questions: [question], answers: [answer], covers: [question], adExperiences: [pollAll, quizCovers] };
    const overlay = placedAd(values);
    expect(overlay).toMatchObject({ covers: [], adExperiences: [pollAll], questions: [question], answers: [answer], isStatic: true });
    const native = placedAd({ ...values, native: true });
    expect(native).toMatchObject({ display_timing: 'before_vote', display: 'inline', isStatic: false, answers: [], questions: [question], covers: [question], adExperiences: [pollAll, quizCovers] });
    expect(placedAd({ ...values, allExperiences: true }).questions).toEqual([question]);
  });
});

describe('the ad dialog’s tabs (AD-11)', () => {
  it('a refused field opens the first shown tab owning one; nested and unknown fields too', () => {
    expect(tabOwning(['settings', 'ad', 'inventory', 'targeting'], ['custom_targeting', 'target_url'])).toBe('ad');
    expect(tabOwning(['settings', 'ad', 'inventory'], ['settings.inline.sizes'])).toBe('ad');
    expect(tabOwning(['settings', 'ad', 'inventory'], ['adExperiences', 'display'])).toBe('settings');
    expect(tabOwning(['settings', 'ad', 'inventory'], ['audience_ids'])).toBeUndefined();
    expect(tabOwning(['settings', 'ad', 'inventory'], ['version'])).toBeUndefined();
  });
});

describe('ads list failures and images', () => {
  it('AD-08: only a call that got no reply at all suggests an ad blocker', () => {
    expect(adBlockerSuspected(new ApiError(0, 'network_error', 'An unexpected error has occurred.'))).toBe(true);
    expect(adBlockerSuspected(new ApiError(0, 'timeout', 'Request timeout'))).toBe(false);
    expect(adBlockerSuspected(new ApiError(500, 'unexpected', 'boom'))).toBe(false);
    expect(adBlockerSuspected(undefined)).toBe(false);
  });

  it('an ad image is drawn only over https; a library image becomes an absolute address', () => {
    expect(adImageSrc(' https://cdn.example.com/a.png ')).toBe('https://cdn.example.com/a.png');
    expect(adImageSrc('http://cdn.example.com/a.png')).toBeUndefined();
    expect(adImageSrc(null)).toBeUndefined();
    expect(absoluteImageUrl('/media/library/cat.jpg', 'https://console.example.com')).toBe('https://console.example.com/media/library/cat.jpg');
    expect(absoluteImageUrl('https://cdn.example.com/a.png', 'https://console.example.com')).toBe('https://cdn.example.com/a.png');
  });
});
