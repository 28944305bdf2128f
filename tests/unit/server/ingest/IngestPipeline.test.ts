/** @jest-environment node */
import { noServerContracts } from '../../../../core/server/plugin/ServerContracts';
import { hitSchema } from '../../../../core/common/ingest/hitSchema';
import { EventStoreUnavailableError } from '../../../../core/server/events/EventStoreUnavailableError';
import { IngestPipeline } from '../../../../core/server/ingest/IngestPipeline';
import type { IngestStep } from '../../../../core/server/ingest/IngestStep';
import { FakeEventStore } from './support/FakeEventStore';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const domains = new Map([['news.example.com', { title: 'news.example.com', organisationId: 1, siblings: ['news.example.com', 'blog.example.org'] }]]);
const hit = (input: object) => hitSchema.validateSync({ type: 'pageview', domain: 'news.example.com', url: 'https://news.example.com/sport/a?x=1', ...input }, { stripUnknown: true });

describe('IngestPipeline', () => {
  it('builds one enriched row per hit, runs the steps in order, then appends rows and growth; the directives the steps gave are the reply', async () => {
    const events = new FakeEventStore();
    const order: string[] = [];
    const steps: IngestStep[] = [
      { name: 'first', enrich: async (hits) => void order.push(`first:${hits.length}`) },
      {
        name: 'second',
        enrich: async (hits, ctx) => {
          order.push(`second:${events.rows.length}`);
          hits[0].row.lists.channel = [7];
          ctx.assignments.push({ ts: 1, list: 'audience', id: 3, visitorId: hits[0].row.visitorId, domain: 'news.example.com', score: 0.5 });
          ctx.directives.push({ type: 'image', src: 'https://pixel.test/p.gif' });
        },
      },
    ];
    const pipeline = new IngestPipeline(steps, {} as never, () => events, noServerContracts);
    const { rows, directives } = await pipeline.ingest({
      hits: [hit({ referrer: 'https://blog.example.org/x', meta: { 'og:image': 'https://i/x.png' } }), hit({ type: 'event', event: 'custom_click', label: 'Menu', visitorId: 'given-visitor' })],
      userAgent: CHROME,
      domains,
      fallbackVisitorId: () => 'cookie-visitor',
      now: 1234,
    });
    expect(order).toEqual(['first:2', 'second:0']);
    expect(rows[0]).toEqual({
      ts: 1234, kind: 'pageview', event: '', label: '', domain: 'news.example.com', path: '/sport/a', url: 'https://news.example.com/sport/a?x=1',
      title: '', image: 'https://i/x.png', visitorId: 'cookie-visitor', device: 'Desktop', browser: 'Chrome', os: 'Windows',
      referrer: 'blog.example.org', referrerType: 'Self', lists: { channel: [7] },
    });
    expect(rows[1]).toMatchObject({ kind: 'event', event: 'custom_click', label: 'Menu', visitorId: 'given-visitor', referrerType: 'Direct' });
    expect(events.rows).toEqual(rows);
    expect(events.assignments).toHaveLength(1);
    expect(directives).toEqual([{ type: 'image', src: 'https://pixel.test/p.gif' }]);
  });

  it('refuses the request before any step runs while the store cannot write (a step may write side effects elsewhere)', async () => {
    const events = new FakeEventStore();
    const unavailable = new EventStoreUnavailableError(new Error('No space left on device'));
    events.assertWritable = () => {
      throw unavailable;
    };
    const enrich = jest.fn(async () => undefined);
    const pipeline = new IngestPipeline([{ name: 'step', enrich }], {} as never, () => events, noServerContracts);
    await expect(pipeline.ingest({ hits: [hit({ visitorId: 'abcdefgh' })], userAgent: CHROME, domains, fallbackVisitorId: () => 'x' })).rejects.toBe(unavailable);
    expect(enrich).not.toHaveBeenCalled();
    expect(events.rows).toEqual([]);
  });

  it('without steps (plugins disabled) rows carry no channels and no audiences', async () => {
    const events = new FakeEventStore();
    const {
      rows: [row],
    } = await new IngestPipeline([], {} as never, () => events, noServerContracts).ingest({ hits: [hit({ visitorId: 'abcdefgh' })], userAgent: CHROME, domains, fallbackVisitorId: () => 'x' });
    expect(row.lists).toEqual({});
  });

  it("runs one visitor's batches in order while other visitors' batches go ahead", async () => {
    const events = new FakeEventStore();
    const started: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const steps: IngestStep[] = [
      {
        name: 'slow-for-a',
        enrich: async (hits) => {
          const label = hits.map((h) => `${h.row.visitorId}:${h.row.label}`).join(',');
          started.push(label);
          if (label === 'visitor-a:1') await held;
        },
      },
    ];
    const pipeline = new IngestPipeline(steps, {} as never, () => events, noServerContracts);
    const ingest = (visitorId: string, label: string) => pipeline.ingest({ hits: [hit({ visitorId, label })], userAgent: CHROME, domains, fallbackVisitorId: () => 'x' });
    const a1 = ingest('visitor-a', '1');
    const a2 = ingest('visitor-a', '2');
    await ingest('visitor-b', '1');
    expect(started).toEqual(['visitor-a:1', 'visitor-b:1']);
    release();
    await Promise.all([a1, a2]);
    expect(started).toEqual(['visitor-a:1', 'visitor-b:1', 'visitor-a:2']);
    expect(events.rows.map((r) => `${r.visitorId}:${r.label}`)).toEqual(['visitor-b:1', 'visitor-a:1', 'visitor-a:2']);
  });

  it("a failing batch does not block the visitor's next one", async () => {
    const events = new FakeEventStore();
    let calls = 0;
    const failing: IngestStep[] = [
      {
        name: 'fails-once',
        enrich: async () => {
          if (calls++ === 0) throw new Error('boom');
        },
      },
    ];
    const pipeline = new IngestPipeline(failing, {} as never, () => events, noServerContracts);
    const request = { hits: [hit({ visitorId: 'visitor-a' })], userAgent: CHROME, domains, fallbackVisitorId: () => 'x' };
    await expect(pipeline.ingest(request)).rejects.toThrow('boom');
    expect((await pipeline.ingest(request)).rows).toHaveLength(1);
  });
});
