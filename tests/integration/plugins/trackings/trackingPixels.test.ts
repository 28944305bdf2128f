import type { Kysely } from 'kysely';
import { adPaths } from '../../../../plugins/ads/common/adPaths';
import { pixelPaths } from '../../../../plugins/pixels/common/pixelPaths';
import { startTestServer, type TestServer } from '../../../support/startTestServer';
import { collectReply, trackedEvent, voteHit } from '../../../support/trackerHits';

const NEWS = 'news.example.com';
const SPORT = 'sport.example.com';
const QUESTION = { id: 9301, text: 'Who wins the derby?', answers: [{ id: 1, answer: 'Home' }, { id: 2, answer: 'Away' }] };
const OTHER_QUESTION = { id: 9302, text: 'Best goal?', answers: [{ id: 1, answer: 'This one' }] };
const IMAGE = { title: 'Vote pixel', type: 'image', source: 'https://pixel.test/vote.gif' };
const JAVASCRIPT = { title: 'Vote tag', type: 'javascript', externalcode: 'https://cdn.test/tag.js', trigger_code: "tag('vote')" };

/**
 * Trackings fire their pixels (issue 17): a tracked event that an active tracking matches gets the
 * approved pixels in collect's reply, and each fire counts in the pixel's `triggered`.
 */
describe('trackings fire their pixels', () => {
  let t: TestServer;
  let db: Kysely<any>;
  let admin: string;
  let image: { id: number; version: number };
  let javascript: { id: number; version: number };
  let tracking: number;

  const directivesOf = async (hits: unknown) => {
    const reply = await collectReply(t.url, hits);
    expect(reply.status).toBe(202);
    return reply.body.data.directives ?? [];
  };
  const pixelsNamed = async () => Object.fromEntries(((await t.request('GET', pixelPaths.getPixels, { token: admin })).body.data as { id: number; triggered: number }[]).map((p) => [p.id, p.triggered]));
  const createdPixel = async (body: object) => {
    const { id } = (await t.request('POST', pixelPaths.create, { token: admin, body })).body.data;
    return { id, version: 1 };
  };
  const toggle = (newState: boolean) => t.request('POST', '/v1/trackings/toggleState', { token: admin, body: { id: tracking, newState } });

  beforeAll(async () => {
    t = await startTestServer();
    db = t.server.db as unknown as Kysely<any>;
    admin = (await t.login('admin@demo.test')).token;
    // The demo tracking fires nothing (no pixels); it is switched off so only this one counts.
    await db.updateTable('trackings').set({ active: false }).execute();
    image = await createdPixel(IMAGE);
    javascript = await createdPixel(JAVASCRIPT);
    const newsDomain = (await db.selectFrom('domains').select('id').where('title', '=', NEWS).executeTakeFirstOrThrow()).id;
    const created = await t.request('POST', '/v1/trackings/create', {
      token: admin,
      body: { name: 'Derby votes', domain_id: newsDomain, device_type: 'all', auto_assignment: false, start_date: null, end_date: null, assignedEvents: ['vote'], assignedQuestions: [{ id: QUESTION.id, domain: NEWS }], assignedPixels: [image.id, javascript.id] },
    });
    expect(created.status).toBe(200);
    tracking = created.body.data.id;
  });
  afterAll(() => t?.close());

  it('PX-05, TK-12: a vote on the tracking\'s question fires its approved image pixel, never the unapproved javascript one; other hits fire nothing', async () => {
    expect(await directivesOf(voteHit(NEWS, 'voter-0001', QUESTION, 1))).toEqual([{ type: 'image', src: IMAGE.source }]);
    // Another question, another event, a page view, another site of the organisation: no tracking of theirs.
    expect(await directivesOf(voteHit(NEWS, 'voter-0002', OTHER_QUESTION, 1))).toEqual([]);
    expect(await directivesOf(trackedEvent(NEWS, 'voter-0002', { event: 'question_view', question: QUESTION }))).toEqual([]);
    expect(await directivesOf({ type: 'pageview', domain: NEWS, url: `https://${NEWS}/derby`, visitorId: 'voter-0002' })).toEqual([]);
    expect(await directivesOf(voteHit(SPORT, 'voter-0002', QUESTION, 1))).toEqual([]);
  });

  it('OP-12, PX-05: approved, the javascript pixel fires too (its header script, then its trigger code); a change of its code stops it again', async () => {
    const approved = await t.request('POST', pixelPaths.approve(javascript.id), { token: admin, body: { version: javascript.version } });
    expect(approved.status).toBe(200);
    expect(await directivesOf(voteHit(NEWS, 'voter-0003', QUESTION, 2))).toEqual([
      { type: 'image', src: IMAGE.source },
      { type: 'script', src: JAVASCRIPT.externalcode, then: JAVASCRIPT.trigger_code },
    ]);
    const changed = await t.request('PUT', pixelPaths.update(javascript.id), { token: admin, body: { ...JAVASCRIPT, trigger_code: "tag('vote', 2)", version: approved.body.data.version } });
    expect(changed.body.data.approved).toBe(false);
    expect(await directivesOf(voteHit(NEWS, 'voter-0004', QUESTION, 2))).toEqual([{ type: 'image', src: IMAGE.source }]);
  });

  it('TK-19: switched off, the tracking fires nothing; on again, it fires', async () => {
    expect((await toggle(false)).status).toBe(200);
    expect(await directivesOf(voteHit(NEWS, 'voter-0005', QUESTION, 1))).toEqual([]);
    expect((await toggle(true)).status).toBe(200);
    expect(await directivesOf(voteHit(NEWS, 'voter-0005', QUESTION, 1))).toEqual([{ type: 'image', src: IMAGE.source }]);
  });

  it('PX-13: triggered counts exactly the fires: the image pixel fired on 4 votes, the javascript pixel on 1; two hits of one request fire twice', async () => {
    await t.server.services.events.flush();
    expect(await pixelsNamed()).toMatchObject({ [image.id]: 4, [javascript.id]: 1 });
    expect(await directivesOf([voteHit(NEWS, 'voter-0006', QUESTION, 1), voteHit(NEWS, 'voter-0007', QUESTION, 2)])).toEqual([
      { type: 'image', src: IMAGE.source },
      { type: 'image', src: IMAGE.source },
    ]);
    await t.server.services.events.flush();
    expect(await pixelsNamed()).toMatchObject({ [image.id]: 6, [javascript.id]: 1 });
  });

  it('TK-09: outside its dates the tracking fires nothing', async () => {
    const shown = (await t.request('GET', `/v1/trackings/${tracking}/edit`, { token: admin })).body.data;
    const updated = await t.request('PUT', `/v1/trackings/${tracking}`, { token: admin, body: { ...shown, start_date: '2018-01-01', end_date: '2018-12-31' } });
    expect(updated.status).toBe(200);
    expect(await directivesOf(voteHit(NEWS, 'voter-0008', QUESTION, 1))).toEqual([]);
  });

  it('TK-12, issue 17, issue 18: a tracking on an ad fires at a click on that ad\'s call to action (the embed reports the ad\'s id), not at another ad\'s; the ad resource counts its pixels', async () => {
    const ad = await t.request('POST', adPaths.create, {
      token: admin,
      body: { name: 'Derby ad', target_url: 'https://shop.test/', tag: '<div>ad</div>', display: 'inline', display_timing: 'after_vote', delay: 2, duration: 4, domain_id: 0, device_type: 'all', isStatic: true },
    });
    const created = await t.request('POST', '/v1/trackings/create', {
      token: admin,
      body: { name: 'Ad clicks', domain_id: 0, device_type: 'all', start_date: null, end_date: null, assignedEvents: ['cta_click'], assignedAds: [ad.body.data.id], assignedPixels: [image.id] },
    });
    expect(created.status).toBe(200);
    expect(await directivesOf(trackedEvent(NEWS, 'clicker-0001', { event: 'cta_click', adId: ad.body.data.id }))).toEqual([{ type: 'image', src: IMAGE.source }]);
    expect(await directivesOf(trackedEvent(NEWS, 'clicker-0002', { event: 'cta_click', adId: ad.body.data.id + 1 }))).toEqual([]);
    expect(await directivesOf(trackedEvent(NEWS, 'clicker-0003', { event: 'cta_click' }))).toEqual([]);
    // The ad resource answers which pixels its clicks fired, exactly (GET /v1/ads/pixels).
    expect(await directivesOf(trackedEvent(NEWS, 'clicker-0004', { event: 'cta_click', adId: ad.body.data.id }))).toEqual([{ type: 'image', src: IMAGE.source }]);
    await t.server.services.events.flush();
    const fired = await t.request('GET', `${adPaths.pixels}?id=${ad.body.data.id}`, { token: admin });
    expect(fired.body.data).toEqual([{ id: image.id, title: IMAGE.title, type: 'image', approved: true, fires: 2 }]);
    expect((await t.request('GET', `${adPaths.pixels}?id=${ad.body.data.id + 1}`, { token: admin })).status).toBe(404);
    expect((await t.request('GET', adPaths.pixels, { token: admin })).status).toBe(422);
  });
});
