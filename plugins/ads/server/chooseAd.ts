import { ALL_DOMAINS, DEVICE_CLASSES } from '../../../core/common/entities';
import { AD_EXPERIENCE_TYPES, type AdExperienceItem } from '../common/adExperiences';
import type { AdPlace, AdServeRequest } from '../common/adServeQuery';
import { experienceKey, itemKey, type OrganisationAds, type ServableAd } from './servableAds';

/** The site a request is on, as the index knows it. */
export interface ServeSite {
  domain: string;
  domainId: number;
  /** The device class of the visitor's user agent (the event store's). */
  device: string;
  /** The page's custom key/values (the request's kv). */
  keyValues: ReadonlyMap<string, string>;
}

/** The place asked for (the page's key/values are the site's, the visitor is the caller's). */
type PlaceRequest = Omit<AdServeRequest, 'kv' | 'visitorId'>;

/** Which experience type covers a place besides 'all'. */
const PLACE_EXPERIENCE: Record<AdPlace, number> = { question: AD_EXPERIENCE_TYPES.questions, cover: AD_EXPERIENCE_TYPES.covers, result: AD_EXPERIENCE_TYPES.results };

function experienceCovers(item: AdExperienceItem, request: PlaceRequest): boolean {
  if (item.element_type_id !== request.elementType) return false;
  if (item.experience_type_id !== AD_EXPERIENCE_TYPES.all && item.experience_type_id !== PLACE_EXPERIENCE[request.place]) return false;
  if (item.restrict_to_question_number === null) return true;
  return request.questionCount !== undefined && item.restrict_to_question_number === (request.questionCount === 1 ? 1 : 2);
}

/** Category and custom key/value targeting: every key the ad names has the page's value; a category among the ad's, when it names some. */
function targetingMatches(ad: ServableAd, request: PlaceRequest, keyValues: ReadonlyMap<string, string>): boolean {
  if (ad.categories.size && (request.categoryId === undefined || !ad.categories.has(request.categoryId))) return false;
  for (const [key, value] of ad.customTargeting) if (keyValues.get(key) !== value) return false;
  return true;
}

// Read once: a decision reads them for every candidate, and an imported binding may be a getter.
const EVERY_DOMAIN = ALL_DOMAINS;
const DEVICES = DEVICE_CLASSES;

/** How closely an inventory list names the place: the answer or the element itself, the question, a whole experience. */
const MATCH = { item: 2, question: 1, experience: 0 } as const;

/** The ads filed under the place asked for (OrganisationAds), each with how closely it names it. */
function inventoryOf(inventory: OrganisationAds, request: PlaceRequest, domain: string): [readonly ServableAd[] | undefined, number][] {
  const type = request.elementType;
  const experiences: [readonly ServableAd[] | undefined, number][] =
    type === undefined
      ? []
      : [
          [inventory.experiences.get(experienceKey(type, PLACE_EXPERIENCE[request.place])), MATCH.experience],
          [inventory.experiences.get(experienceKey(type, AD_EXPERIENCE_TYPES.all)), MATCH.experience],
        ];
  if (request.place !== 'question') {
    const items = request.elementId === undefined ? undefined : (request.place === 'cover' ? inventory.covers : inventory.results).get(itemKey(domain, request.elementId));
    return [[items, MATCH.item], ...experiences];
  }
  if (request.questionId === undefined) return experiences;
  const answers = request.answerId === undefined ? undefined : inventory.answers.get(itemKey(domain, request.questionId, request.answerId));
  return [[answers, MATCH.item], [inventory.questions.get(itemKey(domain, request.questionId)), MATCH.question], ...experiences];
}

/**
 * The ads of a site's organisation that may run at a place (issue 18), each with how closely its
 * inventory names it (the closest when it names the place twice): filed under the place
 * (OrganisationAds) — for experiences, one covering the place (experienceCovers) — shown at the
 * stage asked for, on the site (domain_id 0 or the site's), on the visitor's device, in its
 * category and custom targeting.
 * DMP targeting is left to the caller, which knows the visitor's audiences only by asking the
 * event store.
 */
export function placeCandidates(inventory: OrganisationAds, request: PlaceRequest, site: ServeSite): { ad: ServableAd; match: number }[] {
  const found = new Map<ServableAd, number>();
  for (const [ads, match] of inventoryOf(inventory, request, site.domain)) {
    for (const ad of ads ?? []) {
      if (found.has(ad)) continue;
      if (ad.domainId !== EVERY_DOMAIN && ad.domainId !== site.domainId) continue;
      if (!DEVICES[ad.device].includes(site.device)) continue;
      if (match === MATCH.experience && !ad.experiences.some((item) => experienceCovers(item, request))) continue;
      if (request.stage !== undefined && (ad.display_timing === 'before_vote') !== (request.stage === 'before_vote')) continue;
      if (!targetingMatches(ad, request, site.keyValues)) continue;
      found.set(ad, match);
    }
  }
  return [...found].map(([ad, match]) => ({ ad, match }));
}

/** Whether the decision needs the visitor's audiences: some ad of the closest matches targets audiences (any other match falls back on those only when they all miss). */
export function bestMatchesTargetAudiences(candidates: readonly { ad: ServableAd; match: number }[]): boolean {
  const best = Math.max(...candidates.map((c) => c.match));
  return candidates.some((c) => c.match === best && c.ad.audiences.length > 0);
}

/**
 * The ad served among the candidates whose DMP targeting the visitor meets (`held`: the
 * audiences the visitor holds): the closest inventory match wins — an ad on this answer or
 * element before one on the question, before one on a whole experience — and equals rotate at
 * random (`random` in [0, 1)). None when no candidate is left.
 */
export function chooseAd(candidates: readonly { ad: ServableAd; match: number }[], held: ReadonlySet<number>, random: number): ServableAd | undefined {
  const eligible = candidates.filter(({ ad }) => !ad.audiences.length || ad.audiences.some((id) => held.has(id)));
  if (!eligible.length) return undefined;
  const best = Math.max(...eligible.map((c) => c.match));
  const top = eligible.filter((c) => c.match === best);
  return top[Math.floor(random * top.length)].ad;
}
