import type { AdType } from './Ad';
import type { AdPosition, AdTiming } from './adPlacement';
import type { GoogleAdSettings } from './googleAdSettings';

/**
 * The ad serve answers (issue 18): what the embed shows and when — the timing, the position
 * (Modern layout questions only, AD-26), the delay and the interstitial's duration — and the
 * creative: a static ad's teaser, image, CTA and target URL; a dynamic ad's tag; a Google ad's
 * settings. The embed reports the view and the CTA click as tracked events with the ad's id.
 */
export interface ServedAd {
  id: number;
  type: AdType;
  native: boolean;
  display: AdPosition;
  display_timing: AdTiming;
  delay: number;
  duration: number;
  headline: string | null;
  cta_label: string | null;
  target_url: string;
  image: string | null;
  tag: string | null;
  nativeTag: string | null;
  settings: GoogleAdSettings | null;
}
