// Socket clients for the feed benchmark, in their own process: `node socketClients.js <url> <token> <sockets> <seconds> <filtersJson>`.
// Connects, authenticates and subscribes every socket (round-robin over the filters), then
// counts updates for <seconds>. Prints one JSON line: subscribed, updates, seconds, cpuMs.
'use strict';
const { io } = require('socket.io-client');

const [url, token, count, seconds, filtersJson] = [process.argv[2], process.argv[3], Number(process.argv[4]), Number(process.argv[5]), process.argv[6]];
const feeds = JSON.parse(filtersJson);
let subscribed = 0;
let updates = 0;
let counting = false;

function connect(i) {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: '/socket', transports: ['websocket'], forceNew: true, reconnection: false });
    socket.on('connect_error', reject);
    socket.on('connect', () => socket.emit('authenticate', { token }));
    socket.on('authenticated', () => {
      socket.emit('subscribe', feeds[i % feeds.length], (ack) => {
        if (ack && ack.status === 'success') subscribed++;
        resolve(socket);
      });
    });
    socket.on('update', () => {
      if (counting) updates++;
    });
  });
}

(async () => {
  const sockets = [];
  for (let i = 0; i < count; i += 50) sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, k) => connect(i + k)))));
  process.stdout.write(JSON.stringify({ ready: subscribed }) + '\n');
  await new Promise((r) => setTimeout(r, 1000));
  counting = true;
  const cpu = process.cpuUsage();
  const started = Date.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  counting = false;
  const used = process.cpuUsage(cpu);
  console.log(JSON.stringify({ subscribed, updates, seconds: (Date.now() - started) / 1000, cpuMs: (used.user + used.system) / 1000 }));
  for (const s of sockets) s.disconnect();
  process.exit(0);
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
