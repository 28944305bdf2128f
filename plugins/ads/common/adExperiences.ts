/** The element types an ad can run in (AD-36): polls, quizzes, personality tests. */
export const AD_ELEMENT_TYPES = { poll: 1, quiz: 2, personalityTest: 6 } as const;
/** What of an element an ad runs on (AD-36): all of it, its questions, its covers, its results. */
export const AD_EXPERIENCE_TYPES = { all: 1, questions: 2, covers: 3, results: 4 } as const;

/** One experience an ad runs in (management §3 "Ad experience item"). */
export interface AdExperienceItem {
  element_type_id: number;
  experience_type_id: number;
  /** Single (1) or multi (2) question elements only; null: both. */
  restrict_to_question_number: 1 | 2 | null;
}

const sameItem = (a: AdExperienceItem, b: AdExperienceItem) => a.element_type_id === b.element_type_id && a.experience_type_id === b.experience_type_id && a.restrict_to_question_number === b.restrict_to_question_number;
const isAll = (item: AdExperienceItem) => item.experience_type_id === AD_EXPERIENCE_TYPES.all;

/** AD-32: a sub-item is disabled while its element type's 'all' item is chosen. */
export function experienceDisabled(chosen: readonly AdExperienceItem[], item: AdExperienceItem): boolean {
  return !isAll(item) && chosen.some((c) => isAll(c) && c.element_type_id === item.element_type_id);
}

/** AD-32: the chosen items after choosing `item` — an 'all' item takes the place of its element type's sub-items. */
export function chooseExperience(chosen: readonly AdExperienceItem[], item: AdExperienceItem): AdExperienceItem[] {
  if (chosen.some((c) => sameItem(c, item)) || experienceDisabled(chosen, item)) return [...chosen];
  const kept = isAll(item) ? chosen.filter((c) => c.element_type_id !== item.element_type_id) : chosen;
  return [...kept, item];
}

/** AD-30: without covers and results (an overlay), the experiences on them go too. */
export const withoutCoversAndResults = (chosen: readonly AdExperienceItem[]) =>
  chosen.filter((c) => c.experience_type_id !== AD_EXPERIENCE_TYPES.covers && c.experience_type_id !== AD_EXPERIENCE_TYPES.results);
