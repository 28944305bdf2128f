import type { DeviceType } from '../../../core/common/entities';
import type { ColumnType, Kysely } from 'kysely';
import type { EntityColumns } from '../../../core/server/entities';
import type { Database } from '../../../core/server/plugin';
import type { AdPlan, AdType } from '../common/Ad';
import type { AdPosition, AdTiming } from '../common/adPlacement';
import type { GoogleAdSettings } from '../common/googleAdSettings';

/** Kysely table types of the ads plugin's tables (adsMigration), beside core's. */
// A type alias, not an interface: Kysely's `$extendTables` needs its implicit index signature.
export type AdsTables = {
  ads: AdTable;
  ad_organisations: { ad_id: number; organisation_id: number };
  ad_questions: { ad_id: number; domain: string; question_id: number };
  ad_answers: { ad_id: number; domain: string; question_id: number; answer_id: number };
  ad_covers: { ad_id: number; domain: string; element_id: number };
  ad_results: { ad_id: number; domain: string; element_id: number };
  ad_experiences: { ad_id: number; element_type_id: number; experience_type_id: number; restrict_to_question_number: number | null };
  ad_audiences: { ad_id: number; audience_id: number };
  ad_categories: { ad_id: number; category_id: number };
  /** An organisation's ads plan (OP-60); none: the free plan. */
  ad_plans: { organisation_id: number; plan: AdPlan };
};

/** Core's database typed with this plugin's tables too (Kysely's `$extendTables`, types only). */
export function adsDb(db: Kysely<Database>): Kysely<Database & AdsTables> {
  return db.$extendTables<AdsTables>();
}

/** An ad (management §3): a management entity with its placement, creative, Google settings and review state. */
export interface AdTable extends EntityColumns {
  name: string;
  /** static, dynamic or google: kept beside isStatic and settings.isGoogleAd for the table's filter and the decision index. */
  type: AdType;
  native: boolean;
  rotate: boolean;
  display: AdPosition;
  display_timing: AdTiming;
  delay: number;
  duration: number;
  domain_id: number;
  device_type: DeviceType;
  headline: string | null;
  cta_label: string | null;
  target_url: string;
  tag: string | null;
  native_tag: string | null;
  image: string | null;
  image_data: string | null;
  /** Google ad settings (AD-61, AD-62), every ad has them (the dialog keeps them for the Google type). */
  settings: ColumnType<GoogleAdSettings, string, string>;
  /** A JSON object string or null (AD-42), as the spec stores it. */
  custom_targeting: string | null;
  /** Set by the save (reviewAfterSave) and by the review queue. */
  approved: boolean;
  /** The reviewer's reason when rejected; cleared by an approval and by a save that needs a new review. */
  rejection_reason: string | null;
}
