import { stepOwning } from '../../../core/client/widgets';

/**
 * The ad dialog's tabs (management §2 Ads, AD-11) and the fields each owns: a refused save opens
 * the first tab owning a failed field, as a wizard opens its step.
 */
export const AD_TABS = [
  { id: 'settings', fields: ['name', 'isStatic', 'native', 'rotate', 'display_timing', 'display', 'delay', 'duration', 'domain_id', 'device_type', 'organisations'] },
  { id: 'ad', fields: ['headline', 'cta_label', 'target_url', 'tag', 'nativeTag', 'image', 'image_data', 'settings'] },
  { id: 'inventory', fields: ['questions', 'answers', 'covers', 'results', 'allExperiences', 'adExperiences'] },
  { id: 'targeting', fields: ['audience_ids', 'category_ids', 'custom_targeting', 'customTargeting'] },
] as const;

export type AdTab = (typeof AD_TABS)[number]['id'];

/** The first of `tabs` (those shown) owning one of the failed `fields`; undefined when none does. */
export function tabOwning(tabs: readonly AdTab[], fields: readonly string[]): AdTab | undefined {
  const shown = AD_TABS.filter((tab) => tabs.includes(tab.id));
  const owner = stepOwning(
    shown.map((tab) => ({ title: tab.id, fields: tab.fields, content: null })),
    fields,
  );
  return owner === undefined ? undefined : shown[owner].id;
}
