// Load generator for the ingest benchmark, run as its own process so it does not share the
// server's event loop: `node httpLoad.js <url> <seconds> <concurrency> <hitsPerRequest> [pageviews|tracker]`.
// `tracker` sends what the tracker batches for one visitor: page views, question views and votes
// (with their question and answer) and CTA clicks. Prints one JSON line: requests, hits, errors, seconds.
'use strict';
const http = require('node:http');

const [url, seconds, concurrency, batch, mix = 'pageviews'] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4]), Number(process.argv[5]), process.argv[6]];
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const question = (q) => ({ id: q + 1, text: `Bench question ${q + 1}?`, answers: [1, 2, 3].map((a) => ({ id: q * 10 + a, answer: `Answer ${a}` })) });

function hit(b, i) {
  const page = `https://news.example.com/section/page-${(b * batch + i) % 500}`;
  const visitorId = mix === 'tracker' ? `bench-visitor-${(b * 7919) % 20000}` : `bench-visitor-${(b * 7919 + i * 104729) % 20000}`;
  const pageview = { type: 'pageview', domain: 'news.example.com', url: page, title: 'Bench page', referrer: i % 3 ? 'https://www.google.com/' : '', visitorId };
  if (mix !== 'tracker' || i % 4 === 0) return pageview;
  const event = { type: 'event', domain: 'news.example.com', url: page, title: 'Bench page', referrer: '', visitorId };
  const q = question((b + i) % 5);
  if (i % 4 === 1) return { ...event, event: 'question_view', label: q.text, question: q };
  if (i % 4 === 2) return { ...event, event: 'vote', label: q.answers[1].answer, question: q, answerId: q.answers[1].id };
  return { ...event, event: 'cta_click', label: 'Subscribe' };
}

const bodies = Array.from({ length: 64 }, (_, b) => JSON.stringify(Array.from({ length: batch }, (_, i) => hit(b, i))));

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
