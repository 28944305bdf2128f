import { withoutCoversAndResults } from './adExperiences';
import { answersOpen, coversAndResultsOpen } from './adPlacement';
import type { AdInput } from './adSchema';

/**
 * An ad as it is saved: the dialog's rules applied, whoever sent it (the dialog applies them as
 * the user edits, the server again on every save) — native forces before_vote, inline and not
 * static (AD-21); no answers before the vote (AD-31); no covers and results, nor their
 * experiences, for an overlay (AD-30); with all-experiences on only the experiences are kept,
 * else only the question, answer, cover and result mappings (AD-43).
 */
export function adjustedAd<T extends AdInput>(ad: T): T {
  let next: T = ad.native ? { ...ad, display_timing: 'before_vote', display: 'inline', isStatic: false } : { ...ad };
  if (!answersOpen(next.display_timing)) next = { ...next, answers: [] };
  if (!coversAndResultsOpen(next.display)) next = { ...next, covers: [], results: [], adExperiences: withoutCoversAndResults(next.adExperiences) };
  return next.allExperiences ? { ...next, questions: [], answers: [], covers: [], results: [] } : { ...next, adExperiences: [] };
}
