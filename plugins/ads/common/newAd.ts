import { ALL_DOMAINS } from '../../../core/common/entities';
import { AD_PLACEMENT_DEFAULTS } from './adPlacement';
import type { AdInput } from './adSchema';
import { defaultGoogleAdSettings } from './googleAdSettings';

/**
 * A new ad's fields (AD-57 … AD-61): a dynamic ad inline after the vote, 2 s delay, 4 s
 * interstitial, on every domain and device, the Google defaults, no inventory or targeting. The
 * dialog opens with them and closing it comes back to them (AD-39).
 */
export const newAd = (): AdInput => ({
  name: '',
  native: false,
  rotate: false,
  isStatic: false,
  ...AD_PLACEMENT_DEFAULTS,
  domain_id: ALL_DOMAINS,
  device_type: 'all',
  headline: null,
  cta_label: null,
  target_url: '',
  tag: null,
  nativeTag: null,
  image: null,
  image_data: null,
  settings: defaultGoogleAdSettings(),
  questions: [],
  answers: [],
  covers: [],
  results: [],
  allExperiences: false,
  adExperiences: [],
  audience_ids: [],
  category_ids: [],
  custom_targeting: null,
  organisations: [],
  replace: false,
});
