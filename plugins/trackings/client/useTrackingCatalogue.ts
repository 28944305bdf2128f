import { usePluginContract } from '../../../core/client/contracts';
import type { QuestionCatalogue } from '../../audiences/common/audiencesContract';

/** Management §7: tracking searches wait 500 ms after the last keystroke. */
const TRACKING_SEARCH_DEBOUNCE_MS = 500;

/** The catalogue a tracking screen names and picks questions and forms with (the audiences plugin's). */
export function useTrackingCatalogue(): QuestionCatalogue {
  return usePluginContract('audiences').useCatalogue(TRACKING_SEARCH_DEBOUNCE_MS);
}
