import { sql } from 'kysely';
import type { RouteContext } from '../../../core/server/plugin';
import type { AudienceTimeframe } from '../common/audienceCounts';
import type { Form, MappedAudience } from '../common/Mapping';
import { audiencesDb } from './AudiencesTables';
import { onDomains } from './catalogueDomains';
import type { MappingCaller } from './mappingCaller';
import { appliesOnSite, byText, mappedAudiences } from './siteRules';
import { timeframeRange } from './timeframeRange';

/**
 * The caller's lead forms as the form table lists them (MT-20, MT-22), one row each, for the
 * datatable to filter, sort and page: the leads submitted in the timeframe (leads.created_at)
 * and the rules on its fields that apply on its site — how many, and the audiences they assign.
 */
export function formRows(ctx: RouteContext, caller: MappingCaller, timeframe: AudienceTimeframe) {
  const db = audiencesDb(ctx.db);
  const { from, to } = timeframeRange(timeframe, Date.now());
  const rows = db
    .selectFrom('forms as f')
    .innerJoin('domains as d', 'd.title', 'f.domain')
    .where(onDomains('f.domain', caller.domains))
    .select((eb) => {
      const rules = eb
        .selectFrom('audience_form_rules as r')
        .innerJoin('audiences', 'audiences.id', 'r.audience_id')
        .whereRef('r.form_id', '=', 'f.id')
        .where(appliesOnSite(sql.ref('f.domain'), sql.ref('d.organisation_id')))
        .where(caller.readable);
      return [
        'f.id',
        'f.domain',
        'f.title',
        'f.email',
        'f.fields',
        'f.created_at',
        eb
          .selectFrom('leads as l')
          .select(sql<number>`count(*)::integer`.as('n'))
          .whereRef('l.form_id', '=', 'f.id')
          .whereRef('l.domain', '=', 'f.domain')
          .where('l.created_at', '>=', new Date(from))
          .where('l.created_at', '<', new Date(to))
          .as('lead_data_count'),
        rules.select(sql<number>`count(*)::integer`.as('n')).as('mappings'),
        rules.select(mappedAudiences(caller.textColumn).as('a')).as('audiences'),
      ];
    });
  return db.selectFrom(rows.as('f')).selectAll();
}

type FormRow = Awaited<ReturnType<ReturnType<typeof formRows>['execute']>>[number];

export function toForm(row: FormRow): Form {
  return {
    id: row.id,
    domain: row.domain,
    title: row.title,
    email: row.email,
    lead_data_count: row.lead_data_count ?? 0,
    fields: row.fields as string[],
    audiences: byText((row.audiences ?? []) as MappedAudience[]),
    mappings: row.mappings ?? 0,
    created_at: new Date(row.created_at).toISOString(),
  };
}
