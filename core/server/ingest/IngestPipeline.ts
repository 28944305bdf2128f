import type { Kysely } from 'kysely';
import type { Hit } from '../../common/ingest/hitSchema';
import type { TrackerDirective } from '../../common/ingest/trackerDirective';
import type { Database } from '../db/Database';
import type { EventRow } from '../events/EventRow';
import type { EventStore } from '../events/EventStore';
import type { ServerContractOf } from '../plugin/ServerContracts';
import { classifyReferrer } from './classifyReferrer';
import type { IngestContext, IngestHit, IngestStep } from './IngestStep';
import type { KnownDomain } from './KnownDomains';
import { parseUserAgent } from './parseUserAgent';

/** One validated collect request from a human visitor. */
export interface IngestRequest {
  hits: readonly Hit[];
  userAgent: string;
  /** The known domain of every hit, by lower-case host name. */
  domains: ReadonlyMap<string, KnownDomain>;
  /** Visitor id for hits without `visitorId` (the first-party cookie). */
  fallbackVisitorId: () => string;
  now?: number;
}

/** The rows a request stored, and what its steps ask the tracker to do on the page. */
export interface IngestResult {
  rows: EventRow[];
  directives: TrackerDirective[];
}

/**
 * Core's ingest pipeline: builds one EventRow per hit (device, browser, OS, referrer class),
 * runs the plugins' enrichment steps in plugin dependency order, then appends rows and the
 * audience growth the steps produced. Disabling a plugin removes its step.
 */
export class IngestPipeline {
  /**
   * The last running batch of each visitor: steps read a visitor's audiences, which the visitor's
   * previous batch appends, so one visitor's batches run in order; other visitors' run alongside.
   */
  private readonly tails = new Map<string, Promise<unknown>>();

  constructor(
    private readonly steps: readonly IngestStep[],
    private readonly db: Kysely<Database>,
    private readonly events: () => EventStore,
    private readonly contract: ServerContractOf,
  ) {}

  async ingest(request: IngestRequest): Promise<IngestResult> {
    // A store that cannot write refuses the request before any step writes its side effects.
    this.events().assertWritable();
    const ts = request.now ?? Date.now();
    const ua = parseUserAgent(request.userAgent);
    const hits: IngestHit[] = request.hits.map((hit) => {
      const domain = request.domains.get(hit.domain)!;
      const url = new URL(hit.url);
      const referrer = classifyReferrer(url, hit.referrer, domain.siblings);
      const row: EventRow = {
        ts,
        kind: hit.type,
        event: hit.type === 'event' ? (hit.event ?? '') : '',
        label: hit.label,
        domain: domain.title,
        path: url.pathname,
        url: hit.url,
        title: hit.title,
        image: hit.meta['og:image'] ?? '',
        visitorId: hit.visitorId ?? request.fallbackVisitorId(),
        ...ua,
        referrer: referrer.host,
        referrerType: referrer.type,
        lists: {},
      };
      return { hit, row, organisationId: domain.organisationId };
    });
    const visitorIds = [...new Set(hits.map((h) => h.row.visitorId))];
    const before = visitorIds.flatMap((id) => this.tails.get(id) ?? []);
    const run = (before.length ? Promise.all(before) : Promise.resolve()).then(() => this.enrichAndAppend(hits));
    const tail = run.catch(() => undefined);
    for (const id of visitorIds) this.tails.set(id, tail);
    void tail.then(() => {
      for (const id of visitorIds) if (this.tails.get(id) === tail) this.tails.delete(id);
    });
    return run;
  }

  /** Runs after the visitors' earlier batches, so two requests of one visitor cannot both record the same new audience. */
  private async enrichAndAppend(hits: IngestHit[]): Promise<IngestResult> {
    const events = this.events();
    const ctx: IngestContext = { db: this.db, events, contract: this.contract, assignments: [], directives: [] };
    for (const step of this.steps) await step.enrich(hits, ctx);
    const rows = hits.map((h) => h.row);
    events.append(rows);
    if (ctx.assignments.length) events.appendAssignments(ctx.assignments);
    return { rows, directives: ctx.directives };
  }
}
