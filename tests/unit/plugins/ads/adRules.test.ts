import { AD_ELEMENT_TYPES, AD_EXPERIENCE_TYPES, chooseExperience, experienceDisabled, withoutCoversAndResults, type AdExperienceItem } from '../../../../plugins/ads/common/adExperiences';
import { AD_PLACEMENT_DEFAULTS, allowedPositions, answersOpen, coversAndResultsOpen, positionFor, showsDelay, showsDuration } from '../../../../plugins/ads/common/adPlacement';
import { customTargetingEntries, storedCustomTargeting } from '../../../../plugins/ads/common/customTargeting';

const item = (element_type_id: number, experience_type_id: number, restrict_to_question_number: 1 | 2 | null = null): AdExperienceItem => ({ element_type_id, experience_type_id, restrict_to_question_number });
const { poll, quiz } = AD_ELEMENT_TYPES;
const { all, questions, covers, results } = AD_EXPERIENCE_TYPES;

describe('ad placement (management §4)', () => {
  it('AD-57, AD-58, AD-59: a new ad shows inline after the vote, with a 2 s delay and a 4 s interstitial', () => {
    expect(AD_PLACEMENT_DEFAULTS).toEqual({ display: 'inline', display_timing: 'after_vote', delay: 2, duration: 4 });
  });

  it('AD-22, AD-23, AD-24: each timing allows its positions', () => {
    expect(allowedPositions('before_vote')).toEqual(['below', 'above', 'inline']);
    expect(allowedPositions('interstitial')).toEqual(['afterQuSeparateSlide']);
    expect(allowedPositions('after_vote')).toEqual(['below', 'above', 'inline', 'overlay', 'afterQuSeparateSlide']);
  });

  it('AD-25: a timing that does not allow the position moves it to its last allowed one; an allowed one stays', () => {
    expect(positionFor('before_vote', 'overlay')).toBe('inline');
    expect(positionFor('interstitial', 'above')).toBe('afterQuSeparateSlide');
    expect(positionFor('before_vote', 'above')).toBe('above');
    expect(positionFor('after_vote', 'afterQuSeparateSlide')).toBe('afterQuSeparateSlide');
  });

  it('AD-28 (OP-54), AD-29: the delay shows only after the vote, the duration only for interstitials', () => {
    expect([showsDelay('before_vote'), showsDelay('interstitial'), showsDelay('after_vote')]).toEqual([false, false, true]);
    expect([showsDuration('before_vote'), showsDuration('interstitial'), showsDuration('after_vote')]).toEqual([false, true, false]);
  });

  it('AD-30, AD-31: an overlay closes covers and results; before the vote closes answers', () => {
    expect(coversAndResultsOpen('overlay')).toBe(false);
    expect(coversAndResultsOpen('inline')).toBe(true);
    expect(answersOpen('before_vote')).toBe(false);
    expect(answersOpen('interstitial')).toBe(true);
  });
});

describe('ad experiences (management §4)', () => {
  it("AD-32: choosing an 'all' item removes its element type's sub-items, not another type's", () => {
    const chosen = [item(poll, questions), item(poll, covers), item(quiz, results)];
    expect(chooseExperience(chosen, item(poll, all))).toEqual([item(quiz, results), item(poll, all)]);
  });

  it("AD-32: a sub-item of a chosen 'all' is disabled and cannot be added; others can, once", () => {
    const chosen = [item(poll, all)];
    expect(experienceDisabled(chosen, item(poll, questions))).toBe(true);
    expect(experienceDisabled(chosen, item(quiz, questions))).toBe(false);
    expect(experienceDisabled(chosen, item(poll, all))).toBe(false);
    expect(chooseExperience(chosen, item(poll, covers))).toEqual(chosen);
    expect(chooseExperience(chosen, item(quiz, questions, 1))).toEqual([item(poll, all), item(quiz, questions, 1)]);
    expect(chooseExperience([item(quiz, questions, 1)], item(quiz, questions, 1))).toEqual([item(quiz, questions, 1)]);
  });

  it('AD-30: an overlay removes the experiences on covers and results', () => {
    expect(withoutCoversAndResults([item(poll, covers), item(poll, questions), item(quiz, results), item(quiz, all)])).toEqual([item(poll, questions), item(quiz, all)]);
  });
});

describe('custom targeting (management §4 saving)', () => {
  it('AD-42: entries without a key are dropped, the rest stored as a JSON string, none left is null', () => {
    expect(storedCustomTargeting([{ key: 'section', value: 'sport' }, { key: ' ', value: 'lost' }, { key: 'tier', value: '' }])).toBe('{"section":"sport","tier":""}');
    expect(storedCustomTargeting([{ key: '', value: 'x' }])).toBeNull();
    expect(storedCustomTargeting([])).toBeNull();
  });

  it('AD-42: the stored string reads back as the entries; null or anything but an object as none', () => {
    expect(customTargetingEntries('{"section":"sport","tier":""}')).toEqual([
      { key: 'section', value: 'sport' },
      { key: 'tier', value: '' },
    ]);
    expect(customTargetingEntries(null)).toEqual([]);
    expect(customTargetingEntries('[1,2]')).toEqual([]);
    expect(customTargetingEntries('not json')).toEqual([]);
  });
});
