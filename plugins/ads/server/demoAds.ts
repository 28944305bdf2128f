import type { Kysely } from 'kysely';
import type { Database, DemoSeedContext } from '../../../core/server/plugin';
import { AD_ELEMENT_TYPES, AD_EXPERIENCE_TYPES } from '../common/adExperiences';
import { adjustedAd } from '../common/adjustedAd';
import { adSchema, type AdInput } from '../common/adSchema';
import { withAdType } from '../common/adType';
import { newAd } from '../common/newAd';
import { adColumns } from './adColumns';
import { writeAdLists } from './adLists';
import { adsDb } from './AdsTables';

const onEveryPoll = { allExperiences: true, adExperiences: [{ element_type_id: AD_ELEMENT_TYPES.poll, experience_type_id: AD_EXPERIENCE_TYPES.all, restrict_to_question_number: null }] };
const demoAd = (fields: Partial<AdInput> & Pick<AdInput, 'name' | 'target_url'>, type: 'static' | 'dynamic' | 'google') => adjustedAd(withAdType(adSchema.cast({ ...newAd(), ...fields }), type));

/**
 * The demo organisation's ads (SEED=demo): a static ad after the vote of every poll (approved as
 * static ads are), a dynamic ad waiting in the review queue and a Google ad slot. Their hosts are
 * under `.invalid`, which never resolves: the demo calls no one on the internet.
 */
const DEMO_ADS: AdInput[] = [
  demoAd({ name: 'Weekend subscription', headline: 'Read the whole weekend edition', cta_label: 'Subscribe', target_url: 'https://shop.demo.invalid/weekend', tag: '<p>Weekend edition</p>', ...onEveryPoll }, 'static'),
  demoAd({ name: 'Travel partner (dynamic)', target_url: 'https://travel.demo.invalid/', tag: '<script src="https://ads.demo.invalid/travel.js"></script>', display_timing: 'interstitial', display: 'afterQuSeparateSlide', ...onEveryPoll }, 'dynamic'),
  demoAd({ name: 'Sports slot (Google)', target_url: 'https://sports.demo.invalid/', tag: "googletag.defineSlot('/1234567/sports', [300, 250], 'gpt-passback')", ...onEveryPoll }, 'google'),
];

/** Seeds the demo ads, owned by the demo admin. */
export async function seedDemoAds({ db, organisationId, adminId }: Pick<DemoSeedContext, 'db' | 'organisationId' | 'adminId'>): Promise<void> {
  const audit = { organisation_id: organisationId, owner_id: adminId, created_by: adminId, modified_by: adminId };
  for (const ad of DEMO_ADS) await insertAd(db, ad, audit);
}

async function insertAd(db: Kysely<Database>, ad: AdInput, audit: { organisation_id: number; owner_id: number; created_by: number; modified_by: number }) {
  const { id } = await adsDb(db).insertInto('ads').values({ ...adColumns(ad), ...audit }).returning('id').executeTakeFirstOrThrow();
  await writeAdLists(db, id, { ...ad, organisationIds: ad.organisations });
}
