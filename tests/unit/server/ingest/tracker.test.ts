import { readFileSync } from 'node:fs';
import { TRACKER_FILE } from '../../../../core/server/ingest/trackerRoute';

const source = readFileSync(TRACKER_FILE, 'utf8');
const ENDPOINT = 'https://console.example.com/api/v1/collect';

/**
 * The tracker in jsdom with fake timers: what it queues, when it sends, through which transport,
 * and what it does with the reply's directives. The e2e test (tests/e2e/ingest/tracker.test.ts)
 * runs it in Chromium against a server.
 */
describe('tracker /t.js: batching', () => {
  let beacon: jest.Mock<boolean, [string, string]>;
  let fetchMock: jest.Mock;

  /** Loads a fresh tracker on the page, as the site's script tag would. */
  function loadTracker() {
    delete (window as any).acTrack;
    document.head.innerHTML = '<meta property="og:section" content="Sport"><script src="https://console.example.com/t.js" data-domain="news.example.com"></script>';
    (0, eval)(source);
  }
  const sent = (call: unknown[]) => JSON.parse(call[1] as string);
  /** The hits of each fetch, in order. */
  const fetched = () => fetchMock.mock.calls.map((call) => JSON.parse(call[1].body));
  /** Lets the fetch's reply reach the tracker. */
  const replied = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  const track = (event: string, label?: string, extra?: object) => (window as any).acTrack(event, label, extra);

  beforeEach(() => {
    jest.useFakeTimers();
    beacon = jest.fn((_url: string, _body: string) => true);
    fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 202, json: () => Promise.resolve({ status: 'success', data: { accepted: 1 } }) }));
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    (window as any).fetch = fetchMock;
    loadTracker();
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (navigator as any).sendBeacon;
  });

  it('sends the page view and the events of the first 500 ms together, as one array', () => {
    track('question_view', 'Q1');
    track('cta_click', 'Subscribe');
    jest.advanceTimersByTime(499);
    expect(fetchMock).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(ENDPOINT, expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'include', headers: { 'Content-Type': 'text/plain' } }));
    expect(beacon).not.toHaveBeenCalled();
    const [hits] = fetched();
    expect(hits.map((h: any) => [h.type, h.event, h.label])).toEqual([
      ['pageview', undefined, undefined],
      ['event', 'question_view', 'Q1'],
      ['event', 'cta_click', 'Subscribe'],
    ]);
    expect(hits[0]).toMatchObject({ domain: 'news.example.com', meta: { 'og:section': 'Sport' } });
    expect(hits[1].visitorId).toBe(hits[0].visitorId);
  });

  it('a later event waits for its own delay; nothing is sent twice', () => {
    jest.advanceTimersByTime(500);
    track('vote', 'Yes', { question: { id: 1, text: 'Q?' }, answerId: 2 });
    jest.advanceTimersByTime(500);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetched()[1]).toEqual([expect.objectContaining({ event: 'vote', question: { id: 1, text: 'Q?' }, answerId: 2 })]);
    jest.advanceTimersByTime(5000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends at once when 20 hits are queued', () => {
    for (let i = 1; i < 20; i++) track('custom', `c${i}`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetched()[0]).toHaveLength(20);
    track('custom', 'c20');
    jest.advanceTimersByTime(500);
    expect(fetched()[1]).toHaveLength(1);
  });

  it('sends the queue with sendBeacon on pagehide and when the page is hidden (the reply could not be read)', () => {
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(sent(beacon.mock.calls[0])).toEqual([expect.objectContaining({ type: 'pageview' })]);

    track('cta_click', 'Later');
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(beacon).toHaveBeenCalledTimes(2);
    expect(sent(beacon.mock.calls[1])).toEqual([expect.objectContaining({ event: 'cta_click', label: 'Later' })]);
    jest.advanceTimersByTime(5000);
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('leaving, falls back to a keepalive fetch (text/plain, with cookies) when the beacon is refused or missing', () => {
    beacon.mockReturnValue(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledWith(ENDPOINT, expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'include', headers: { 'Content-Type': 'text/plain' } }));
    expect(fetched()[0]).toEqual([expect.objectContaining({ type: 'pageview' })]);

    delete (navigator as any).sendBeacon;
    track('cta_click', 'No beacon');
    window.dispatchEvent(new Event('pagehide'));
    expect(fetched()[1]).toEqual([expect.objectContaining({ label: 'No beacon' })]);
  });

  it('PX-05: carries out the reply\'s directives in order: an image request, a script with code run once it loaded, code', async () => {
    const directives = [
      { type: 'image', src: 'https://pixel.test/p.gif?a=1' },
      { type: 'script', src: 'https://pixel.test/loader.js', then: 'window.__fired = (window.__fired || []).concat("then")' },
      { type: 'inline', code: 'window.__fired = (window.__fired || []).concat("inline")' },
    ];
    fetchMock.mockImplementation(() => Promise.resolve({ ok: true, status: 202, json: () => Promise.resolve({ status: 'success', data: { accepted: 1, directives } }) }));
    const images: string[] = [];
    const RealImage = window.Image;
    (window as any).Image = function (this: { src: string }) {
      return new Proxy(this, { set: (target, key, value) => ((key === 'src' && images.push(value), ((target as any)[key] = value)), true) });
    };
    try {
      jest.advanceTimersByTime(500);
      await replied();
    } finally {
      (window as any).Image = RealImage;
    }
    expect(images).toEqual(['https://pixel.test/p.gif?a=1']);
    const scripts = [...document.head.querySelectorAll('script')].slice(1) as HTMLScriptElement[];
    expect(scripts.map((x) => x.src || x.text)).toEqual(['https://pixel.test/loader.js', directives[2].code]);
    expect((window as any).__fired).toEqual(['inline']);
    scripts[0].onload!(new Event('load'));
    expect((window as any).__fired).toEqual(['inline', 'then']);
    expect(document.head.querySelectorAll('script')[3].text).toBe(directives[1].then);
    delete (window as any).__fired;
  });

  it('a failed or refused collect leaves the page alone', async () => {
    fetchMock.mockImplementation(() => Promise.resolve({ ok: false, status: 429, json: () => Promise.resolve({ status: 'error', data: { directives: [{ type: 'inline', code: 'window.__bad = 1' }] } }) }));
    jest.advanceTimersByTime(500);
    await replied();
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('network')));
    track('cta_click', 'x');
    jest.advanceTimersByTime(500);
    await replied();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect((window as any).__bad).toBeUndefined();
  });

  it('splits a queue whose body would pass 60 KB, so neither the transport nor collect refuses it', () => {
    jest.advanceTimersByTime(500);
    for (let i = 0; i < 4; i++) track('custom', `big${i}`, { note: 'x'.repeat(20000) });
    jest.advanceTimersByTime(500);
    const bodies: string[] = fetchMock.mock.calls.slice(1).map((call) => call[1].body);
    expect(bodies.map((b) => JSON.parse(b).map((h: any) => h.label))).toEqual([['big0', 'big1'], ['big2', 'big3']]);
    expect(bodies.every((b) => b.length <= 60000)).toBe(true);
  });
});
