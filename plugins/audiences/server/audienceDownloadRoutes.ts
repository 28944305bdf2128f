import { sendCsv, type CsvColumn } from '../../../core/server/http';
import { entityNotFound } from '../../../core/server/entities';
import { defineRoute, type RouteContext } from '../../../core/server/plugin';
import { AUDIENCE_TYPES, MAX_AFFINITY_SCORE } from '../common/Audience';
import { audiencesDownloadQuery, leadsDownloadQuery } from '../common/audienceDownloads';
import { audiencePaths } from '../common/audiencePaths';
import { leadsShare } from '../common/leadsPercent';
import { minAssignmentScore } from '../common/audienceQuality';
import { audienceEntity } from './audienceEntity';
import { audienceText, type AudienceRow } from './audienceTree';
import { cachedAudienceCounts } from './cachedAudienceCounts';
import { callerLanguage } from './callerLanguage';
import { downloadTexts } from './downloadTexts';
import { leadsOfAudience, type AudienceLead } from './leadsOfAudience';
import { timeframeRange } from './timeframeRange';
import { visibleAudienceRows } from './visibleAudienceRows';

/** OP-41: leads ÷ visitors × 100 with 2 decimals; an empty cell where there are no visitors (the overview's dash). */
function leadsPercent(leads: number, visitors: number): number | '' {
  const share = leadsShare(leads, visitors);
  return share === undefined ? '' : Number((share * 100).toFixed(2));
}

/** The caller's analytics domains (undefined: all of them), which every count and lead of a download is of. */
const callerDomains = (ctx: Pick<RouteContext, 'scopeDomains'>) => ctx.scopeDomains<{ domain?: string | string[] }>({}).domain;

/** The day a download was made, in its file name. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * GET download (AO-12) and downloadLeadsOfAudience (AO-13): CSV files of what the overview
 * shows — every audience the caller sees with its counts, and one audience's leads — over the
 * caller's analytics domains, with the data quality's rule (AO-19) on both.
 */
export const audienceDownloadRoutes = [
  defineRoute({
    method: 'GET',
    url: audiencePaths.download,
    permission: 'viewAudiences',
    task: 'export',
    schema: { query: audiencesDownloadQuery },
    async handler(ctx) {
      const { timeframe, quality } = ctx.query;
      const locale = ctx.query.locale ?? (await callerLanguage(ctx.db, ctx.user!.id));
      const rows = await visibleAudienceRows(ctx);
      const ids = rows.map((row) => row.id).sort((a, b) => a - b);
      const ask = { ids, timeframe, quality, domain: callerDomains(ctx), refresh: false };
      const [visitors, leads] = await Promise.all([cachedAudienceCounts(ctx.services.events, { ...ask, kind: 'visitors' }), cachedAudienceCounts(ctx.services.events, { ...ask, kind: 'leads' })]);
      const text = downloadTexts(locale);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const parentOf = (row: AudienceRow) => (row.parent_id === null ? undefined : byId.get(row.parent_id));
      const columns: CsvColumn<AudienceRow>[] = [
        { header: text.id, value: (row) => row.id },
        { header: text.name, value: (row) => audienceText(row, locale) },
        { header: text.type, value: (row) => (row.type_id === AUDIENCE_TYPES.interest ? text.interest : text.property) },
        { header: text.parent, value: (row) => (parentOf(row) ? audienceText(parentOf(row)!, locale) : '') },
        { header: text.visitors, value: (row) => visitors.get(row.id) ?? 0 },
        { header: text.leads, value: (row) => leads.get(row.id) ?? 0 },
        { header: text.leadsPercent, value: (row) => leadsPercent(leads.get(row.id) ?? 0, visitors.get(row.id) ?? 0) },
      ];
      return sendCsv(ctx.reply, `audiences-${timeframe}-${quality}-${today()}.csv`, columns, rows);
    },
  }),
  defineRoute({
    method: 'GET',
    url: audiencePaths.downloadLeadsOfAudience,
    permission: 'downloadAudienceLeads',
    task: 'export',
    schema: { query: leadsDownloadQuery },
    async handler(ctx) {
      const { id, affinityScore, timeframe } = ctx.query;
      // Another organisation's audience (or one hidden from the caller) is not found, as on every audience route.
      if (!(await visibleAudienceRows(ctx)).some((row) => row.id === id)) throw entityNotFound(audienceEntity);
      const leads = await leadsOfAudience(ctx.db, ctx.services.events, {
        audienceId: id,
        minScore: minAssignmentScore(affinityScore),
        range: timeframeRange(timeframe, Date.now()),
        domain: callerDomains(ctx),
      });
      const text = downloadTexts(await callerLanguage(ctx.db, ctx.user!.id));
      const fields = [...new Set(leads.flatMap((lead) => Object.keys(lead.data)))].sort();
      const columns: CsvColumn<AudienceLead>[] = [
        { header: text.leadId, value: (lead) => lead.id },
        { header: text.submittedAt, value: (lead) => lead.created_at.toISOString() },
        { header: text.domain, value: (lead) => lead.domain },
        { header: text.formId, value: (lead) => lead.form_id },
        { header: text.form, value: (lead) => lead.form_title },
        { header: text.visitor, value: (lead) => lead.visitor_id },
        { header: text.affinity, value: (lead) => Math.round(lead.score * MAX_AFFINITY_SCORE) },
        ...fields.map((field): CsvColumn<AudienceLead> => ({ header: field, value: (lead) => formValue(lead.data[field]) })),
      ];
      return sendCsv(ctx.reply, `leads-${id}-${timeframe}-${today()}.csv`, columns, leads);
    },
  }),
];

/** A form field's value as a cell: texts and numbers as they are, anything else as JSON. */
function formValue(value: unknown): unknown {
  return value === null || value === undefined || typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value);
}
