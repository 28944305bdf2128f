// Load generator for the ingest benchmark, run as its own process so it does not share the
// server's event loop: `node httpLoad.js <url> <seconds> <concurrency> <hitsPerRequest>`.
// Prints one JSON line: requests, hits, errors, seconds.
'use strict';
const http = require('node:http');

const [url, seconds, concurrency, batch] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4]), Number(process.argv[5])];
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const bodies = Array.from({ length: 64 }, (_, b) =>
  JSON.stringify(
    Array.from({ length: batch }, (_, i) => ({
      type: 'pageview',
      domain: 'news.example.com',
      url: `https://news.example.com/section/page-${(b * batch + i) % 500}`,
      title: 'Bench page',
      referrer: i % 3 ? 'https://www.google.com/' : '',
      visitorId: `bench-visitor-${(b * 7919 + i * 104729) % 20000}`,
    })),
  ),
);

let requests = 0;
let errors = 0;
const end = Date.now() + seconds * 1000;

function one(n) {
  return new Promise((resolve) => {
    const body = bodies[n % bodies.length];
    const req = http.request(
      { agent, method: 'POST', hostname: target.hostname, port: target.port, path: target.pathname, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': UA } },
      (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 202) requests++;
          else errors++;
          resolve();
        });
      },
    );
    req.on('error', () => {
      errors++;
      resolve();
    });
    req.end(body);
  });
}

async function loop(w) {
  for (let n = w; Date.now() < end; n += concurrency) await one(n);
}

const started = Date.now();
Promise.all(Array.from({ length: concurrency }, (_, w) => loop(w))).then(() => {
  const secs = (Date.now() - started) / 1000;
  console.log(JSON.stringify({ requests, hits: requests * batch, errors, seconds: secs }));
  agent.destroy();
});
