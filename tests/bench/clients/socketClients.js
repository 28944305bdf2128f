// Socket clients for the feed benchmarks, in their own process:
//   `node socketClients.js <url>[,<url>…] <token> <sockets> <seconds> <filtersJson> [probeJson] [wait]`
// Connects, authenticates and subscribes every socket (round-robin over the filters, and over
// the URLs: several server processes of one cluster share the sockets), then
// counts updates for <seconds> (with `wait`: from a line on stdin on, so another client can get
// ready first). With a probe ({ domain, userAgent }), every socket also follows the
// probe feed (`users` of the probe's domain since the start: its `views` count the probes), and
// this process sends one page view to that domain a second, to the first URL: the time from a
// probe's send to the update that counts it, on each socket, is a feed's delay. Prints one JSON
// line: subscribed, updates, seconds, cpuMs, errors (connect errors, refused subscriptions, lost
// connections, probes not accepted) and, with a probe, the probes sent and the delays'
// percentiles, over all sockets and (`byUrl`) over the sockets of each URL.
'use strict';
const { io } = require('socket.io-client');

const [urlList, token, count, seconds, filtersJson, probeJson, wait] = [process.argv[2], process.argv[3], Number(process.argv[4]), Number(process.argv[5]), process.argv[6], process.argv[7], process.argv[8] === 'wait'];
const urls = urlList.split(',');
const feeds = JSON.parse(filtersJson);
const probe = probeJson ? JSON.parse(probeJson) : undefined;
const probeFeed = probe && { resource: 'users', filter: { domain: probe.domain, from: Date.now() } };
let subscribed = 0;
let updates = 0;
let counting = false;
let closing = false;
const errors = { connect: 0, subscribe: 0, disconnect: 0, probe: 0 };

/** Send times of the accepted probes, in order: the n-th accepted probe makes the probe feed's views n above its start. */
const probeSent = [];
/** Delays by the URL of the socket that saw them. */
const delays = new Map(urls.map((url) => [url, []]));
/** Per socket: its URL, views of the probe feed at its first update, and the probes it has seen since. */
const probeSeen = new Map();

function subscribe(socket, feed) {
  return new Promise((resolve) => {
    socket.emit('subscribe', feed, (ack) => {
      if (ack && ack.status === 'success') {
        subscribed++;
        resolve(ack.key);
      } else {
        errors.subscribe++;
        resolve(undefined);
      }
    });
  });
}

function onProbeUpdate(socket, url, views, at) {
  const seen = probeSeen.get(socket);
  if (!seen) return probeSeen.set(socket, { base: views, count: 0 });
  for (; seen.count < Math.min(views - seen.base, probeSent.length); seen.count++) delays.get(url).push(at - probeSent[seen.count]);
}

function connect(i) {
  const url = urls[i % urls.length];
  return new Promise((resolve, reject) => {
    // As the console's own page would: from the server's origin.
    const socket = io(url, { path: '/socket', transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { origin: new URL(url).origin } });
    let probeKey;
    socket.on('connect_error', (err) => {
      errors.connect++;
      reject(err);
    });
    socket.on('disconnect', () => {
      if (!closing) errors.disconnect++;
    });
    socket.on('connect', () => socket.emit('authenticate', { token }));
    socket.on('authenticated', async () => {
      await subscribe(socket, feeds[i % feeds.length]);
      if (probeFeed) probeKey = await subscribe(socket, probeFeed);
      resolve({ socket, url });
    });
    socket.on('update', (update) => {
      if (probeKey && update.key === probeKey) onProbeUpdate(socket, url, update.data.views, Date.now());
      if (counting) updates++;
    });
  });
}

/** One page view of a new visitor on the probe's domain. */
async function sendProbe(n) {
  const sentAt = Date.now();
  const body = JSON.stringify({ type: 'pageview', domain: probe.domain, url: `https://${probe.domain}/probe/${n}`, title: 'Probe', visitorId: `probe-${sentAt}-${n}` });
  try {
    const res = await fetch(`${urls[0]}/api/v1/collect`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': probe.userAgent }, body });
    if (res.status === 202) probeSent.push(sentAt);
    else errors.probe++;
  } catch {
    errors.probe++;
  }
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
}

(async () => {
  const sockets = [];
  for (let i = 0; i < count; i += 50) sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, k) => connect(i + k)))));
  process.stdout.write(JSON.stringify({ ready: subscribed }) + '\n');
  if (wait) await new Promise((r) => process.stdin.once('data', r));
  else await new Promise((r) => setTimeout(r, 1000));
  counting = true;
  const cpu = process.cpuUsage();
  const started = Date.now();
  let probes = 0;
  const prober = probe && setInterval(() => void sendProbe(++probes), 1000);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  clearInterval(prober);
  counting = false;
  const used = process.cpuUsage(cpu);
  const measured = (Date.now() - started) / 1000;
  // The last probes' updates are still on their way.
  if (probe) await new Promise((r) => setTimeout(r, 3000));
  // Socket × probe pairs that never arrived (a socket that had no probe update at all saw none).
  const missedOf = (of) => of.reduce((sum, s) => sum + probeSent.length - (probeSeen.get(s.socket)?.count ?? 0), 0);
  const stats = (of, seen) => {
    const sorted = seen.sort((a, b) => a - b);
    return { missed: missedOf(of), p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? null };
  };
  const byUrl = urls.map((url) => {
    const of = sockets.filter((s) => s.url === url);
    return { url, sockets: of.length, ...stats(of, delays.get(url)) };
  });
  const delay = probe ? { probes, accepted: probeSent.length, ...stats(sockets, [...delays.values()].flat()), byUrl } : undefined;
  closing = true;
  console.log(JSON.stringify({ subscribed, updates, seconds: measured, cpuMs: (used.user + used.system) / 1000, errors, delay }));
  for (const s of sockets) s.socket.disconnect();
  process.exit(0);
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
