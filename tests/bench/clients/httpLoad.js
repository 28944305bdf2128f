// Load generator for the collect benchmarks, run as its own process so it does not share the
// server's event loop:
//   `node httpLoad.js <url>[,<url>…] <seconds> <concurrency> <hitsPerRequest> [pageviews|tracker] [requestsPerSecond] [spread]`
// With several URLs the connections take them in turn (connection w sends to URL w mod n). With
// `spread`, connection w leaves from its own loopback address 127.0.<w + 1>.1: a proxy that picks
// the server by the client's address (nginx's ip_hash keys on its first three octets) sees 32
// clients, not one. The traffic is drawn like real traffic (see traffic.js) and pre-built into a large pool of bodies
// before the clock starts, so building hits does not limit the rate. Without a rate, every connection
// sends as fast as it is answered (the maximum); with one, requests leave on a schedule (an open
// loop, as visitors do not wait for each other), at most <concurrency> in flight.
// Prints one JSON line: requests, hits, errors, seconds, the statuses of the errors, the accepted
// requests' latency percentiles (ms), the distinct visitors and user agents sent and what the pool held.
'use strict';
const http = require('node:http');
const { bodyPool } = require('./traffic');

const [urls, seconds, concurrency, batch, mix = 'pageviews', rate = 0, spread] = [
  process.argv[2],
  Number(process.argv[3]),
  Number(process.argv[4]),
  Number(process.argv[5]),
  process.argv[6],
  Number(process.argv[7] ?? 0),
  process.argv[8] === 'spread',
];
const targets = urls.split(',').map((url) => new URL(url));
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const pool = bodyPool(batch, mix);

let requests = 0;
let errors = 0;
let inFlight = 0;
/** Scheduled requests not sent because <concurrency> were still in flight (the server fell behind). */
let skipped = 0;
const statuses = {};
/** What the requests sent carried: distinct visitors and user agents. */
const sentVisitors = new Set();
const sentAgents = new Set();
/** Milliseconds from send to answer of every accepted request. */
const latencies = [];

/** Request n goes out on connection n mod <concurrency>, to that connection's URL and from its address. */
function one(n) {
  const connection = n % concurrency;
  const target = targets[connection % targets.length];
  const sentAt = performance.now();
  const { body, userAgent, visitors } = pool.bodies[n % pool.bodies.length];
  for (const v of visitors) sentVisitors.add(v);
  sentAgents.add(userAgent);
  inFlight++;
  return new Promise((resolve) => {
    const done = (status) => {
      inFlight--;
      if (status === 202) {
        requests++;
        latencies.push(performance.now() - sentAt);
      } else {
        errors++;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
      resolve();
    };
    const req = http.request(
      { agent, method: 'POST', hostname: target.hostname, port: target.port, path: target.pathname, localAddress: spread ? `127.0.${connection + 1}.1` : undefined, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': userAgent } },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode));
      },
    );
    req.on('error', (err) => done(err.code ?? 'error'));
    req.end(body);
  });
}

// The pool is built: the clock starts now.
process.stdout.write(JSON.stringify({ ready: pool.stats }) + '\n');
const started = Date.now();
const end = started + seconds * 1000;

/** Closed loop: each connection sends its next request when the last is answered. */
async function closedLoop() {
  const loop = async (w) => {
    for (let n = w; Date.now() < end; n += concurrency) await one(n);
  };
  await Promise.all(Array.from({ length: concurrency }, (_, w) => loop(w)));
}

/** Open loop: requests due by the clock leave every few milliseconds, whatever the answers. */
async function openLoop() {
  let sent = 0;
  await new Promise((resolve) => {
    const tick = setInterval(() => {
      const now = Date.now();
      const due = Math.floor(((Math.min(now, end) - started) / 1000) * rate);
      for (; sent < due; sent++) {
        if (inFlight >= concurrency) skipped++;
        else void one(sent);
      }
      if (now >= end) {
        clearInterval(tick);
        resolve();
      }
    }, 5);
  });
  while (inFlight > 0) await new Promise((r) => setTimeout(r, 10));
}

function percentile(sorted, p) {
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10 : null;
}

(rate > 0 ? openLoop() : closedLoop()).then(() => {
  const secs = (Date.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const latency = { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
  console.log(JSON.stringify({ requests, hits: requests * batch, errors, skipped, statuses, seconds: secs, latency, sent: { visitors: sentVisitors.size, userAgents: sentAgents.size }, pool: pool.stats }));
  agent.destroy();
});
