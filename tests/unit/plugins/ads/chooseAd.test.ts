import { bestMatchesTargetAudiences, chooseAd, placeCandidates, type ServeSite } from '../../../../plugins/ads/server/chooseAd';
import { itemKey, organisationInventory, type ServableAd } from '../../../../plugins/ads/server/servableAds';
import { defaultGoogleAdSettings } from '../../../../plugins/ads/common/googleAdSettings';

const NEWS = 'news.test';
const site: ServeSite = { domain: NEWS, domainId: 3, device: 'Desktop', keyValues: new Map() };
const servable = (id: number, fields: Partial<ServableAd> = {}): ServableAd => ({
  id,
  type: 'dynamic',
  name: `Ad ${id}`,
  native: false,
  display: 'inline',
  display_timing: 'after_vote',
  delay: 2,
  duration: 4,
  domainId: 0,
  device: 'all',
  headline: null,
  cta_label: null,
  target_url: 'https://shop.test/',
  image: null,
  tag: '<div></div>',
  nativeTag: null,
  settings: defaultGoogleAdSettings(),
  organisations: new Set([1]),
  questions: new Set(),
  answers: new Set(),
  covers: new Set(),
  results: new Set(),
  experiences: [],
  audiences: [],
  categories: new Set(),
  customTargeting: new Map(),
  ...fields,
});
const question = { domain: NEWS, place: 'question' as const, questionId: 5 };

describe('the ad decision (issue 18)', () => {
  it('an ad runs on its domain (or all of them) and devices, at the inventory it names', () => {
    const ads = [
      servable(1, { questions: new Set([itemKey(NEWS, 5)]) }),
      servable(2, { questions: new Set([itemKey(NEWS, 5)]), domainId: 4 }),
      servable(3, { questions: new Set([itemKey(NEWS, 5)]), device: 'mobile' }),
      servable(4, { questions: new Set([itemKey('other.test', 5)]) }),
      servable(5, { covers: new Set([itemKey(NEWS, 5)]) }),
    ];
    expect(placeCandidates(organisationInventory(ads), question, site).map((c) => c.ad.id)).toEqual([1]);
    expect(placeCandidates(organisationInventory(ads), { domain: NEWS, place: 'cover', elementId: 5 }, site).map((c) => c.ad.id)).toEqual([5]);
  });

  it('AD-36: an experience covers its element type, its place (or all of it) and single or multi question elements', () => {
    const poll = (experience_type_id: number, restrict_to_question_number: 1 | 2 | null = null) => [{ element_type_id: 1, experience_type_id, restrict_to_question_number }];
    const ads = organisationInventory([servable(1, { experiences: poll(1) }), servable(2, { experiences: poll(2, 2) }), servable(3, { experiences: poll(4) })]);
    const ids = (request: Parameters<typeof placeCandidates>[1]) => placeCandidates(ads, request, site).map((c) => c.ad.id).sort();
    expect(ids({ ...question, elementType: 1, questionCount: 3 })).toEqual([1, 2]);
    expect(ids({ ...question, elementType: 1, questionCount: 1 })).toEqual([1]);
    expect(ids({ domain: NEWS, place: 'result', elementType: 1 })).toEqual([1, 3]);
    expect(ids({ ...question, elementType: 2 })).toEqual([]);
  });

  it('AD-27: asked before the vote, only before_vote ads; once voted, interstitial and after_vote ads; unasked, any', () => {
    const on = (id: number, display_timing: ServableAd['display_timing']) => servable(id, { questions: new Set([itemKey(NEWS, 5)]), display_timing });
    const ads = organisationInventory([on(1, 'before_vote'), on(2, 'interstitial'), on(3, 'after_vote')]);
    const ids = (stage?: 'before_vote' | 'after_vote') => placeCandidates(ads, { ...question, stage }, site).map((c) => c.ad.id).sort();
    expect(ids('before_vote')).toEqual([1]);
    expect(ids('after_vote')).toEqual([2, 3]);
    expect(ids()).toEqual([1, 2, 3]);
  });

  it('category and custom key/value targeting must all be met', () => {
    const ads = [servable(1, { experiences: [{ element_type_id: 1, experience_type_id: 1, restrict_to_question_number: null }], categories: new Set([7]), customTargeting: new Map([['section', 'sport']]) })];
    const at = { ...question, elementType: 1 };
    expect(placeCandidates(organisationInventory(ads), { ...at, categoryId: 7 }, { ...site, keyValues: new Map([['section', 'sport']]) })).toHaveLength(1);
    expect(placeCandidates(organisationInventory(ads), { ...at, categoryId: 8 }, { ...site, keyValues: new Map([['section', 'sport']]) })).toHaveLength(0);
    expect(placeCandidates(organisationInventory(ads), { ...at, categoryId: 7 }, site)).toHaveLength(0);
  });

  it('the closest match wins — the answer before the question before an experience; equals rotate; DMP targeting needs a held audience', () => {
    const onAnswer = servable(1, { answers: new Set([itemKey(NEWS, 5, 2)]) });
    const onQuestion = servable(2, { questions: new Set([itemKey(NEWS, 5)]) });
    const alsoOnQuestion = servable(3, { questions: new Set([itemKey(NEWS, 5)]) });
    const onAll = servable(4, { experiences: [{ element_type_id: 1, experience_type_id: 1, restrict_to_question_number: null }] });
    const targeted = servable(5, { answers: new Set([itemKey(NEWS, 5, 2)]), audiences: [9] });
    const candidates = placeCandidates(organisationInventory([onAnswer, onQuestion, alsoOnQuestion, onAll, targeted]), { ...question, answerId: 2, elementType: 1 }, site);
    expect(chooseAd(candidates, new Set(), 0)?.id).toBe(1);
    expect(chooseAd(candidates, new Set([9]), 0.99)?.id).toBe(5);
    const withoutAnswer = placeCandidates(organisationInventory([onQuestion, alsoOnQuestion, onAll]), { ...question, elementType: 1 }, site);
    expect([chooseAd(withoutAnswer, new Set(), 0)?.id, chooseAd(withoutAnswer, new Set(), 0.99)?.id]).toEqual([2, 3]);
    expect(chooseAd(placeCandidates(organisationInventory([targeted]), { ...question, answerId: 2 }, site), new Set(), 0)).toBeUndefined();
  });

  it("the visitor's audiences are asked for only when one of the closest matches targets some", () => {
    const onQuestion = servable(1, { questions: new Set([itemKey(NEWS, 5)]) });
    const targetedOnAll = servable(2, { experiences: [{ element_type_id: 1, experience_type_id: 1, restrict_to_question_number: null }], audiences: [9] });
    const targetedOnQuestion = servable(3, { questions: new Set([itemKey(NEWS, 5)]), audiences: [9] });
    const at = { ...question, elementType: 1 };
    expect(bestMatchesTargetAudiences(placeCandidates(organisationInventory([onQuestion, targetedOnAll]), at, site))).toBe(false);
    expect(bestMatchesTargetAudiences(placeCandidates(organisationInventory([onQuestion, targetedOnQuestion]), at, site))).toBe(true);
    expect(bestMatchesTargetAudiences(placeCandidates(organisationInventory([targetedOnAll]), at, site))).toBe(true);
  });
});
