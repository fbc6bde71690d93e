// CPU time per request, by process, for a measured run: a figure that does not depend on how
// the two cores were shared during the run (req/s does), read from /proc/<pid>/stat (utime +
// stime). PostgreSQL's backends are counted together, as "postgres"; the bench's own process
// (autocannon, the load generator) as "bench".
import { readdirSync, readFileSync } from 'node:fs';

// USER_HZ: Linux reports utime/stime in clock ticks of 1/100 s on every architecture Node runs on.
const TICK_MS = 10;

function ticksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

function postgresPids() {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return pids;
}

/**
 * CPU ticks of each named process now. `processes`: [{ name, pid }]; PostgreSQL's processes
 * and the calling process are added.
 */
export function cpuSnapshot(processes) {
  const ticks = new Map();
  for (const { name, pid } of processes) ticks.set(name, (ticks.get(name) ?? 0) + (ticksOf(pid) ?? 0));
  let postgres = 0;
  for (const pid of postgresPids()) postgres += ticksOf(pid) ?? 0;
  ticks.set('postgres', postgres);
  const self = process.cpuUsage();
  return { ticks, benchMs: (self.user + self.system) / 1000 };
}

/**
 * Microseconds of CPU per request of each process between two snapshots, the largest first;
 * processes that used none are left out. `total` is their sum.
 */
export function cpuPerRequest(before, after, requests) {
  const perRequest = [];
  for (const [name, ticks] of after.ticks) {
    const ms = (ticks - (before.ticks.get(name) ?? 0)) * TICK_MS;
    if (ms > 0) perRequest.push({ name, us: (ms * 1000) / requests });
  }
  perRequest.push({ name: 'bench', us: ((after.benchMs - before.benchMs) * 1000) / requests });
  perRequest.sort((a, b) => b.us - a.us);
  return { processes: perRequest, total: perRequest.reduce((sum, p) => sum + p.us, 0) };
}

/** `612 µs: gateway 250, content 200, postgres 90, bench 72` */
export function formatCpu(cpu) {
  return `${cpu.total.toFixed(0)} µs: ${cpu.processes.map((p) => `${p.name} ${p.us.toFixed(0)}`).join(', ')}`;
}
