import { hostname } from 'node:os';

let servers = 0;

/**
 * This server's name among the processes of a deployment (run history, task manager's "node:id"):
 * host and pid, and a count for a second server in one process (tests). No ":" — it separates the task id.
 */
export function nodeName(): string {
  servers += 1;
  const base = `${hostname().replace(/[^\w.-]/g, '_')}-${process.pid}`;
  return servers === 1 ? base : `${base}-${servers}`;
}
