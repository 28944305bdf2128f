import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString());

/** CPU time (user + system, ms) and resident memory (MiB) of another process, from Linux's /proc. */
export function processUsage(pid: number): { cpuMs: number; rssMib: number } {
  // The fields after the command's closing parenthesis: state is field 3, utime 14 and stime 15.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  const rssKib = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return { cpuMs, rssMib: rssKib / 1024 };
}
