import type { Ad } from '../common/Ad';
import { adjustedAd } from '../common/adjustedAd';
import { adSchema, type AdInput } from '../common/adSchema';
import { customTargetingEntries, storedCustomTargeting, type CustomTargetingEntry } from '../common/customTargeting';
import { newAd } from '../common/newAd';

/** The ad dialog's values: an ad's fields, its custom key/values as rows, and what saving needs to know. */
export interface AdFormValues extends AdInput {
  /** The custom targeting as the targeting tab edits it (AD-42); `custom_targeting` is made from it on save. */
  customTargeting: CustomTargetingEntry[];
  /** The edited ad's id: saving with one updates (AD-44); null for a new ad and a copy. */
  element_id: number | null;
  /** The version an edit started from (a stale one is refused with 409); absent for a new ad and a copy. */
  version?: number;
}

/** A new ad's values (AD-57 … AD-61); closing the dialog comes back to them (AD-39). */
export const newAdValues = (): AdFormValues => ({ ...newAd(), customTargeting: [], element_id: null });

/** A loaded ad's values (GET {id}, AD-40): its fields as the schema knows them, the organisations by id. */
export function editedAdValues(ad: Ad): AdFormValues {
  const fields = adSchema.cast({ ...ad, organisations: ad.organisations.map((o) => o.id) }, { stripUnknown: true, assert: false }) as AdInput;
  return { ...fields, customTargeting: customTargetingEntries(ad.custom_targeting), element_id: ad.element_id, version: ad.version };
}

/**
 * AD-41 (OP-58): a copy of a loaded ad — its name after `prefix` ("Copy of "), no element_id (so
 * saving creates), no experiences, the image kept. The all-experiences switch stays as loaded, so
 * a copy of an ad shown on experiences asks for its own (AD-37).
 */
export function duplicatedAdValues(ad: Ad, prefix: string): AdFormValues {
  const { version: _version, ...values } = editedAdValues(ad);
  return { ...values, name: `${prefix}${ad.name}`, element_id: null, adExperiences: [] };
}

/**
 * What saving sends (AD-42 … AD-44): the custom rows as the stored JSON text (empty keys dropped,
 * nothing left: null), the dialog's rules applied (adjustedAd), and an edit's version.
 */
export function savedAdBody({ customTargeting, element_id: _id, version, ...fields }: AdFormValues): AdInput & { version?: number } {
  const ad = adjustedAd({ ...fields, custom_targeting: storedCustomTargeting(customTargeting) });
  return version === undefined ? ad : { ...ad, version };
}

/**
 * The dialog's rules as the user edits (adjustedAd: native, answers before the vote, overlay),
 * keeping both the experiences and the question mappings until saving picks one of them (AD-43):
 * switching all-experiences on and off again loses nothing.
 */
export function placedAd(values: AdFormValues): AdFormValues {
  const mapped = adjustedAd({ ...values, allExperiences: false });
  const experienced = adjustedAd({ ...values, allExperiences: true });
  return { ...mapped, allExperiences: values.allExperiences, adExperiences: experienced.adExperiences };
}
