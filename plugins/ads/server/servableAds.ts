import type { DeviceType } from '../../../core/common/entities';
import { PerDatabaseCache } from '../../../core/server/ingest';
import type { AdType } from '../common/Ad';
import type { AdExperienceItem } from '../common/adExperiences';
import type { AdPosition, AdTiming } from '../common/adPlacement';
import { customTargetingEntries } from '../common/customTargeting';
import type { GoogleAdSettings } from '../common/googleAdSettings';
import { emptyAdLists, readAdLists } from './adLists';
import { adsDb } from './AdsTables';

/** A catalogue item's key in the index: its domain and the site's ids. */
export const itemKey = (domain: string, ...ids: number[]) => `${domain}\u0000${ids.join('\u0000')}`;

/** An approved ad as the decision reads it: every rule's data at hand, nothing left to query. */
export interface ServableAd {
  id: number;
  type: AdType;
  name: string;
  native: boolean;
  display: AdPosition;
  display_timing: AdTiming;
  delay: number;
  duration: number;
  /** 0: every domain of its organisations. */
  domainId: number;
  device: DeviceType;
  headline: string | null;
  cta_label: string | null;
  target_url: string;
  image: string | null;
  tag: string | null;
  nativeTag: string | null;
  settings: GoogleAdSettings;
  /** The organisations whose sites it runs on: its own and those it is shared with. */
  organisations: ReadonlySet<number>;
  questions: ReadonlySet<string>;
  answers: ReadonlySet<string>;
  covers: ReadonlySet<string>;
  results: ReadonlySet<string>;
  experiences: readonly AdExperienceItem[];
  audiences: readonly number[];
  categories: ReadonlySet<number>;
  customTargeting: ReadonlyMap<string, string>;
}

/**
 * One organisation's approved ads by the inventory they name, so a decision looks at the few
 * ads of its place, not at every ad: by catalogue key (itemKey) of question, answer, element
 * cover and result, and by element and experience type for the ads on experiences.
 */
export interface OrganisationAds {
  questions: ReadonlyMap<string, readonly ServableAd[]>;
  answers: ReadonlyMap<string, readonly ServableAd[]>;
  covers: ReadonlyMap<string, readonly ServableAd[]>;
  results: ReadonlyMap<string, readonly ServableAd[]>;
  /** By experienceKey of each experience item's element type and experience type. */
  experiences: ReadonlyMap<string, readonly ServableAd[]>;
}

/** An experience item's place in the index: its element type and experience type. */
export const experienceKey = (elementTypeId: number, experienceTypeId: number) => `${elementTypeId}:${experienceTypeId}`;

/** The index: approved ads by the organisation whose sites they run on, and the known domains. */
export interface AdIndex {
  byOrganisation: ReadonlyMap<number, OrganisationAds>;
  byId: ReadonlyMap<number, ServableAd>;
  /** Domains by title: their id and organisation. */
  domains: ReadonlyMap<string, { id: number; organisationId: number | null }>;
  /** Each organisation's domains (what its monthly ad views count) and the organisations on an unlimited plan (OP-60). */
  organisationDomains: ReadonlyMap<number, readonly string[]>;
  unlimited: ReadonlySet<number>;
}

/**
 * The ad decision's index (issue 18): every approved ad with its inventory and targeting, read
 * in a few queries and dropped by every ad write (adRoutes), so an unapproved or changed ad is
 * never served from an old copy; reloaded every 30 s for writes of another server process.
 */
export const servableAds = new PerDatabaseCache<AdIndex>('ads', async (db) => {
  const adb = adsDb(db);
  const [rows, domains, plans] = await Promise.all([
    adb.selectFrom('ads').selectAll().where('approved', '=', true).orderBy('id').execute(),
    db.selectFrom('domains').select(['id', 'title', 'organisation_id']).execute(),
    adb.selectFrom('ad_plans').select('organisation_id').where('plan', '=', 'unlimited').execute(),
  ]);
  const lists = await readAdLists(db, 'approved');
  const ofOrganisation = new Map<number, ServableAd[]>();
  const byId = new Map<number, ServableAd>();
  for (const row of rows) {
    const l = lists.get(row.id) ?? emptyAdLists();
    const ad: ServableAd = {
      id: row.id,
      type: row.type,
      name: row.name,
      native: row.native,
      display: row.display,
      display_timing: row.display_timing,
      delay: row.delay,
      duration: row.duration,
      domainId: row.domain_id,
      device: row.device_type,
      headline: row.headline,
      cta_label: row.cta_label,
      target_url: row.target_url,
      image: row.image,
      tag: row.tag,
      nativeTag: row.native_tag,
      settings: row.settings,
      organisations: new Set([row.organisation_id, ...l.organisationIds]),
      questions: new Set(l.questions.map((q) => itemKey(q.domain, q.id))),
      answers: new Set(l.answers.map((a) => itemKey(a.domain, a.questionId, a.answerId))),
      covers: new Set(l.covers.map((e) => itemKey(e.domain, e.id))),
      results: new Set(l.results.map((e) => itemKey(e.domain, e.id))),
      experiences: l.adExperiences,
      audiences: l.audience_ids,
      categories: new Set(l.category_ids),
      customTargeting: new Map(customTargetingEntries(row.custom_targeting).map((e) => [e.key, e.value])),
    };
    byId.set(ad.id, ad);
    for (const organisation of ad.organisations) ofOrganisation.set(organisation, [...(ofOrganisation.get(organisation) ?? []), ad]);
  }
  const byOrganisation = new Map([...ofOrganisation].map(([organisation, ads]) => [organisation, organisationInventory(ads)]));
  const organisationDomains = new Map<number, string[]>();
  for (const d of domains) if (d.organisation_id !== null) organisationDomains.set(d.organisation_id, [...(organisationDomains.get(d.organisation_id) ?? []), d.title]);
  return {
    byOrganisation,
    byId,
    domains: new Map(domains.map((d) => [d.title, { id: d.id, organisationId: d.organisation_id }])),
    organisationDomains,
    unlimited: new Set(plans.map((p) => p.organisation_id)),
  };
});

/** One organisation's ads filed under each item of their inventory (an ad on experiences under each of its experience items). */
export function organisationInventory(ads: readonly ServableAd[]): OrganisationAds {
  const inventory = { questions: new Map<string, ServableAd[]>(), answers: new Map<string, ServableAd[]>(), covers: new Map<string, ServableAd[]>(), results: new Map<string, ServableAd[]>(), experiences: new Map<string, ServableAd[]>() };
  const add = <K>(map: Map<K, ServableAd[]>, key: K, ad: ServableAd) => {
    const filed = map.get(key);
    if (!filed) map.set(key, [ad]);
    else if (!filed.includes(ad)) filed.push(ad);
  };
  for (const ad of ads) {
    if (ad.experiences.length) {
      for (const item of ad.experiences) add(inventory.experiences, experienceKey(item.element_type_id, item.experience_type_id), ad);
      continue;
    }
    for (const key of ad.questions) add(inventory.questions, key, ad);
    for (const key of ad.answers) add(inventory.answers, key, ad);
    for (const key of ad.covers) add(inventory.covers, key, ad);
    for (const key of ad.results) add(inventory.results, key, ad);
  }
  return inventory;
}
