import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Writable } from 'node:stream';

const ROOT = path.join(__dirname, '../..');

/** What clients/httpLoad.js prints. */
export interface LoadResult {
  requests: number;
  hits: number;
  errors: number;
  /** Open loop only: requests due while all connections were busy (the server fell behind). */
  skipped: number;
  statuses: Record<string, number>;
  seconds: number;
  /** Milliseconds from send to answer of the accepted requests. */
  latency: { p50: number | null; p95: number | null; p99: number | null };
  /** Distinct visitors and user agents in the requests sent. */
  sent: { visitors: number; userAgents: number };
  pool: { bodies: number; visitors: number; userAgents: number };
}

/** Probe delays (ms from a probe's send to the update counting it) over a set of sockets. */
interface ProbeDelays {
  /** Socket × probe pairs that never arrived. */
  missed: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
}

/** What clients/socketClients.js prints. */
export interface SocketClientsResult {
  /** Feeds subscribed (with a probe, two per socket). */
  subscribed: number;
  updates: number;
  seconds: number;
  cpuMs: number;
  errors: { connect: number; subscribe: number; disconnect: number; probe: number };
  /** With a probe: over every socket, and over the sockets of each server URL. */
  delay?: ProbeDelays & { probes: number; accepted: number; byUrl: (ProbeDelays & { url: string; sockets: number })[] };
}

/** Runs a client script as its own process and resolves with the JSON of its last output line; `onLine` may answer on its stdin. */
export function runNode<T>(script: string, args: string[], onLine?: (line: string, stdin: Writable) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'clients', script), ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
    let last = '';
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        last = line;
        onLine?.(line, child.stdin);
      }
    });
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(last)) : reject(new Error(`${script} exited ${code}`))));
  });
}

/** The ingest section's loads: [hits per request, mix, what the hits are]. */
export const INGEST_LOADS: readonly (readonly [number, 'pageviews' | 'tracker', string])[] = [
  [1, 'pageviews', 'page views'],
  [20, 'pageviews', 'page views'],
  [20, 'tracker', "one visitor's tracker batch: page views, question views, votes, CTA clicks"],
];

/**
 * One row of the ingest section: 32 connections sending as fast as they are answered for 5 s.
 * Several URLs share the connections in turn; `spread` sends each connection from its own loopback address.
 */
export function ingestLoad(urls: readonly string[], batch: number, mix: string, spread = false): Promise<LoadResult> {
  return runNode<LoadResult>('httpLoad.js', [urls.join(','), '5', '32', String(batch), mix, '0', ...(spread ? ['spread'] : [])]);
}

export interface FeedsUnderLoadOptions {
  /** The sockets are shared among these servers in turn; the probes go to the first. */
  socketUrls: readonly string[];
  token: string;
  sockets: number;
  seconds: number;
  feeds: readonly { resource: string; filter: Record<string, unknown> }[];
  probe: { domain: string; userAgent: string };
  /** Where the traffic is collected. */
  collectUrl: string;
  eventsPerSecond: number;
  /** Hits per collect request. */
  batch: number;
  /** Collect requests in flight at most. */
  connections: number;
  /** The sockets are subscribed: the line they printed. */
  onReady?: (line: string) => void;
  /** Both clocks start now. */
  onStart?: () => void;
}

/**
 * Sockets on live feeds and the probe feed while the ingest section's traffic arrives on a schedule:
 * the sockets connect and subscribe, the generator builds its pool, then both start their clocks together.
 */
export async function feedsUnderLoad(o: FeedsUnderLoadOptions): Promise<{ sockets: SocketClientsResult; load: LoadResult }> {
  let traffic: Promise<LoadResult> | undefined;
  const args = [o.socketUrls.join(','), o.token, String(o.sockets), String(o.seconds), JSON.stringify(o.feeds), JSON.stringify(o.probe), 'wait'];
  const sockets = await runNode<SocketClientsResult>('socketClients.js', args, (line, socketsIn) => {
    if (!line.includes('ready')) return;
    o.onReady?.(line);
    traffic = runNode<LoadResult>('httpLoad.js', [o.collectUrl, String(o.seconds), String(o.connections), String(o.batch), 'pageviews', String(o.eventsPerSecond / o.batch)], (trafficLine) => {
      if (!trafficLine.includes('ready')) return;
      socketsIn.write('go\n');
      o.onStart?.();
    });
  });
  return { sockets, load: await traffic! };
}
