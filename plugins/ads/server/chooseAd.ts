import { ALL_DOMAINS, DEVICE_CLASSES } from '../../../core/common/entities';
import { AD_EXPERIENCE_TYPES, type AdExperienceItem } from '../common/adExperiences';
import type { AdPlace, AdServeRequest } from '../common/adServeQuery';
import { itemKey, type ServableAd } from './servableAds';

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

/** How closely an ad's inventory names the place: 2 the answer or the element itself, 1 the question, 0 an experience, undefined not at all. */
function inventoryMatch(ad: ServableAd, request: PlaceRequest, domain: string): number | undefined {
  if (ad.experiences.length) return ad.experiences.some((item) => experienceCovers(item, request)) ? 0 : undefined;
  if (request.place === 'question') {
    if (request.questionId === undefined) return undefined;
    if (request.answerId !== undefined && ad.answers.has(itemKey(domain, request.questionId, request.answerId))) return 2;
    return ad.questions.has(itemKey(domain, request.questionId)) ? 1 : undefined;
  }
  if (request.elementId === undefined) return undefined;
  return (request.place === 'cover' ? ad.covers : ad.results).has(itemKey(domain, request.elementId)) ? 2 : undefined;
}

/** Category and custom key/value targeting: every key the ad names has the page's value; a category among the ad's, when it names some. */
function targetingMatches(ad: ServableAd, request: PlaceRequest, keyValues: ReadonlyMap<string, string>): boolean {
  if (ad.categories.size && (request.categoryId === undefined || !ad.categories.has(request.categoryId))) return false;
  for (const [key, value] of ad.customTargeting) if (keyValues.get(key) !== value) return false;
  return true;
}

/**
 * The ads of a site's organisation that may run at a place (issue 18), each with how closely its
 * inventory names it: on the site (domain_id 0 or the site's), on the visitor's device, in
 * its inventory (inventoryMatch), in its category and custom targeting. DMP targeting is left to
 * the caller, which knows the visitor's audiences only by asking the event store.
 */
export function placeCandidates(ads: readonly ServableAd[], request: PlaceRequest, site: ServeSite): { ad: ServableAd; match: number }[] {
  const candidates: { ad: ServableAd; match: number }[] = [];
  for (const ad of ads) {
    if (ad.domainId !== ALL_DOMAINS && ad.domainId !== site.domainId) continue;
    if (!DEVICE_CLASSES[ad.device].includes(site.device)) continue;
    const match = inventoryMatch(ad, request, site.domain);
    if (match === undefined || !targetingMatches(ad, request, site.keyValues)) continue;
    candidates.push({ ad, match });
  }
  return candidates;
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
