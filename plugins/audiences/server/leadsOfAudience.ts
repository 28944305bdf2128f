import type { Kysely } from 'kysely';
import type { EventStore, TimeRange } from '../../../core/server/events';
import type { Database } from '../../../core/server/plugin';
import { audiencesDb } from './AudiencesTables';
import { AUDIENCE_EVENT_LIST } from './audienceEventList';

/** A lead (a lead form submission the catalogue step stored) of an audience's member, with the member's affinity (0..1). */
export interface AudienceLead {
  id: number;
  created_at: Date;
  domain: string;
  form_id: number;
  form_title: string | null;
  visitor_id: string;
  data: Record<string, unknown>;
  score: number;
}

export interface LeadsOfAudienceAsk {
  audienceId: number;
  /** The least assignment score (0..1); undefined: every member. */
  minScore: number | undefined;
  range: TimeRange;
  /** The caller's domains (scopeDomains): undefined or '' for all. */
  domain: string | readonly string[] | undefined;
}

/** Leads read per round: one assignment lookup each, memory bounded by the matches, not the table. */
const BATCH = 5000;

/**
 * The leads submitted in the range on the caller's domains by visitors the event store holds
 * as members of the audience (with at least `minScore`), oldest first: the rows behind
 * getLeadsCount's number, with the form fields the lead carried.
 */
export async function leadsOfAudience(core: Kysely<Database>, events: EventStore, ask: LeadsOfAudienceAsk): Promise<AudienceLead[]> {
  const domains = ask.domain === undefined || ask.domain === '' ? undefined : [ask.domain].flat();
  if (domains && !domains.length) return [];
  const db = audiencesDb(core);
  const found: AudienceLead[] = [];
  for (let after = 0; ; ) {
    let query = db
      .selectFrom('leads')
      .leftJoin('forms', (join) => join.onRef('forms.id', '=', 'leads.form_id').onRef('forms.domain', '=', 'leads.domain'))
      .select(['leads.id', 'leads.created_at', 'leads.domain', 'leads.form_id', 'forms.title as form_title', 'leads.visitor_id', 'leads.data'])
      .where('leads.id', '>', after)
      .where('leads.created_at', '>=', new Date(ask.range.from))
      .where('leads.created_at', '<', new Date(ask.range.to))
      .orderBy('leads.id')
      .limit(BATCH);
    if (domains) query = query.where('leads.domain', 'in', domains);
    const batch = await query.execute();
    const held = await events.visitorAssignments(AUDIENCE_EVENT_LIST.name, [...new Set(batch.map((lead) => lead.visitor_id))]);
    for (const lead of batch) {
      const score = held.get(lead.visitor_id)?.find((h) => h.id === ask.audienceId)?.score;
      if (score === undefined || (ask.minScore !== undefined && score < ask.minScore)) continue;
      found.push({ ...lead, data: (lead.data ?? {}) as Record<string, unknown>, score });
    }
    if (batch.length < BATCH) return found;
    after = batch[batch.length - 1].id;
  }
}
