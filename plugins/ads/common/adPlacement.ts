/** Where an ad shows in a question (management §3): below, above or inside it, over it, or on a slide of its own after it. */
export const AD_POSITIONS = ['below', 'above', 'inline', 'overlay', 'afterQuSeparateSlide'] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];

/** When it shows (AD-27): at once, between the vote and the result, after the vote. */
export const AD_TIMINGS = ['before_vote', 'interstitial', 'after_vote'] as const;
export type AdTiming = (typeof AD_TIMINGS)[number];

/** A new ad's placement (AD-57 … AD-59): inline, after the vote, a 2 s delay, a 4 s interstitial. */
export const AD_PLACEMENT_DEFAULTS = { display: 'inline', display_timing: 'after_vote', delay: 2, duration: 4 } as const satisfies { display: AdPosition; display_timing: AdTiming; delay: number; duration: number };

/** The positions each timing allows (AD-22 … AD-24), in the order the dialog lists them. */
const ALLOWED_POSITIONS: Record<AdTiming, readonly AdPosition[]> = {
  before_vote: ['below', 'above', 'inline'],
  interstitial: ['afterQuSeparateSlide'],
  after_vote: AD_POSITIONS,
};

export const allowedPositions = (timing: AdTiming): readonly AdPosition[] => ALLOWED_POSITIONS[timing];

/** AD-25: the position kept when the timing changes — the current one if the timing allows it, else its last allowed one. */
export function positionFor(timing: AdTiming, position: AdPosition): AdPosition {
  const allowed = ALLOWED_POSITIONS[timing];
  return allowed.includes(position) ? position : allowed[allowed.length - 1];
}

/** AD-28 (OP-54): the delay only means something after the vote. */
export const showsDelay = (timing: AdTiming) => timing === 'after_vote';

/** AD-29: the duration is the interstitial's. */
export const showsDuration = (timing: AdTiming) => timing === 'interstitial';

/** AD-30: an overlay covers the question, so the ad cannot also sit on its covers and results. */
export const coversAndResultsOpen = (position: AdPosition) => position !== 'overlay';

/** AD-31: before the vote there is no answer yet to place the ad on. */
export const answersOpen = (timing: AdTiming) => timing !== 'before_vote';
