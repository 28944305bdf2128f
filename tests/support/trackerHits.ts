import { crud } from '../../core/common/permissions';

/** A desktop Safari: the collect endpoint drops hits of bots and of a missing user agent. */
const UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

/** A DMP member who defines audiences and reads polls and lead forms (defineAudiences, viewPolls, viewForms). */
export const MAPPING_MEMBER_ACCESS = [...crud('AUDIENCES'), 'POLLS.VIEW', 'LEAD_FORMS.VIEW', 'LEAD_DATA.VIEW', 'MODULE_DMP.VIEW'];

/** Posts hits (at most 50, the collect limit) to a test server's tracker endpoint as a browser would; answers the status and, unless 202, the reply. */
export async function collectHits(serverUrl: string, hits: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${serverUrl}/api/v1/collect`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': UA }, body: JSON.stringify(hits) });
  return { status: res.status, body: res.status === 202 ? undefined : await res.json() };
}

/** Posts hits as collectHits does; answers the status and the reply, whatever the status (a 202's directives). */
export async function collectReply(serverUrl: string, hits: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${serverUrl}/api/v1/collect`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': UA }, body: JSON.stringify(hits) });
  return { status: res.status, body: await res.json() };
}

/** A tracked event of the tools on `domain` (a vote, a question view, a lead form submission…). */
export const trackedEvent = (domain: string, visitorId: string, extra: object) => ({ type: 'event', domain, url: `https://${domain}/tools`, visitorId, ...extra });
export const voteHit = (domain: string, visitorId: string, question: object, answerId: number) => trackedEvent(domain, visitorId, { event: 'vote', question, answerId });
export const leadHit = (domain: string, visitorId: string, form: object, fields: Record<string, string>) => trackedEvent(domain, visitorId, { event: 'lead_form_submit', form: { ...form, fields } });
/** A page view of an article whose og:section is `section`. */
export const sectionPageview = (domain: string, visitorId: string, section: string) => ({ type: 'pageview', domain, url: `https://${domain}/article`, visitorId, meta: { 'og:section': section } });
