import type { AdType } from './Ad';
import type { AdInput } from './adSchema';

type Typed = Pick<AdInput, 'isStatic' | 'native'> & { settings: Pick<AdInput['settings'], 'isGoogleAd'> };

/** AD-01: an ad's type from its flags — a Google ad slot (isGoogleAd 1), a static ad, else a dynamic one. */
export const adType = (ad: Typed): AdType => (ad.settings.isGoogleAd === 1 ? 'google' : ad.isStatic ? 'static' : 'dynamic');

/** AD-18 … AD-20: the type toggle — static sets isStatic, dynamic clears it, Google sets isGoogleAd (the only type with Google settings). */
export function withAdType<T extends Typed>(ad: T, type: AdType): T {
  return { ...ad, isStatic: type === 'static', settings: { ...ad.settings, isGoogleAd: type === 'google' ? 1 : 0 } };
}
