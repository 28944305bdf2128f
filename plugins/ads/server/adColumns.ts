import type { Selectable } from 'kysely';
import { reviewAfterSave } from '../common/adApproval';
import type { AdInput } from '../common/adSchema';
import { adType } from '../common/adType';
import type { AdTable } from './AdsTables';

type StoredAd = Pick<Selectable<AdTable>, 'tag' | 'native_tag' | 'settings' | 'type' | 'native' | 'approved' | 'rejection_reason'>;

/** What the review of a stored ad looked at, and its outcome. */
const storedReview = (row: StoredAd) => ({
  tag: row.tag,
  nativeTag: row.native_tag,
  settings: row.settings,
  isStatic: row.type === 'static',
  native: row.native,
  approved: row.approved,
  rejection_reason: row.rejection_reason,
});

/** The ads row of a saved ad, with its review (reviewAfterSave). */
export function adColumns(ad: AdInput, stored?: StoredAd) {
  const review = reviewAfterSave(stored && storedReview(stored), ad);
  return {
    name: ad.name,
    type: adType(ad),
    native: ad.native,
    rotate: ad.rotate,
    display: ad.display,
    display_timing: ad.display_timing,
    delay: ad.delay,
    duration: ad.duration,
    domain_id: ad.domain_id,
    device_type: ad.device_type,
    headline: ad.headline,
    cta_label: ad.cta_label,
    target_url: ad.target_url,
    tag: ad.tag,
    native_tag: ad.nativeTag,
    image: ad.image,
    image_data: ad.image_data,
    settings: JSON.stringify(ad.settings),
    custom_targeting: ad.custom_targeting,
    ...review,
  };
}

