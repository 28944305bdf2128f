// Load generator for GET endpoints (the ad decision), run as its own process so it does not share
// the server's event loop:
//   `node getLoad.js <seconds> <concurrency> <pathsJsonFile> <origin>`
// Each connection sends its next request when the last is answered (a closed loop, the maximum
// rate), cycling through the paths with the user agents of real traffic. Prints one JSON line:
// requests, errors, seconds, the statuses of the errors, p50/p99 latency in ms and how many
// replies carried an ad.
'use strict';
const http = require('node:http');
const { readFileSync } = require('node:fs');

const [seconds, concurrency, pathsFile, origin] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4], process.argv[5]];
const target = new URL(origin);
const { paths, userAgents } = JSON.parse(readFileSync(pathsFile, 'utf8'));
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

let requests = 0;
let errors = 0;
let served = 0;
const statuses = {};
const latencies = [];

function one(n) {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const req = http.request({ agent, method: 'GET', hostname: target.hostname, port: target.port, path: paths[n % paths.length], headers: { 'user-agent': userAgents[n % userAgents.length] } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (res.statusCode === 200) {
          requests++;
          if (!Buffer.concat(chunks).toString().includes('"ad":null')) served++;
        } else {
          errors++;
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        }
        resolve();
      });
    });
    req.on('error', (err) => {
      errors++;
      statuses[err.code ?? 'error'] = (statuses[err.code ?? 'error'] ?? 0) + 1;
      resolve();
    });
    req.end();
  });
}

const started = Date.now();
const end = started + seconds * 1000;
const loop = async (w) => {
  for (let n = w; Date.now() < end; n += concurrency) await one(n);
};
Promise.all(Array.from({ length: concurrency }, (_, w) => loop(w))).then(() => {
  const secs = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  console.log(JSON.stringify({ requests, errors, served, statuses, seconds: secs, p50: at(50), p99: at(99) }));
  agent.destroy();
});
