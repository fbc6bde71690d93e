// `npm run bench -- idle-rss`: each process's resident memory at rest, just after the stack
// started and before any other load. After BENCH_IDLE_SETTLE_S (60) seconds with no request,
// /proc/<pid>/status is read once a second for BENCH_IDLE_SAMPLE_S (5) seconds; each
// process's figure is the largest VmRSS seen. The settle covers start-up work (migrations,
// the first search sweep, consumers attaching) and V8's memory reducer: the young generation
// grows to 32 MB while the modules load, and V8 gives it back with its first idle collection,
// 15 to 40 s after start (the gateway's RSS drops from about 150 MB to about 105 MB then).
// VmHWM (the peak since start) and the split of the resident set into anonymous memory (heaps,
// malloc) and file-backed pages (the node binary and shared libraries, shared between the
// processes) tell where the memory is.
// It prints `target idle-rss-max-mb: <largest process> (goal <= 150)`.
import { readFile } from 'node:fs/promises';

const SETTLE_S = Number(process.env.BENCH_IDLE_SETTLE_S ?? 60);
const SAMPLE_S = Number(process.env.BENCH_IDLE_SAMPLE_S ?? 5);
const MB = 1024;

/** The memory lines of /proc/<pid>/status, in MB (the kernel reports kB). */
async function memoryOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name) => {
    const match = status.match(new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm'));
    if (!match) throw new Error(`/proc/${pid}/status has no ${name}`);
    return Number(match[1]) / MB;
  };
  return { rss: field('VmRSS'), hwm: field('VmHWM'), anon: field('RssAnon'), file: field('RssFile') };
}

/** `processes`: [{ name, pid }] of the running stack, measured before anything else is asked of it. */
export async function measureIdleRss({ processes, log }) {
  log(`idle RSS: ${SETTLE_S} s with no requests, then ${SAMPLE_S} samples a second apart`);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_S * 1000));
  const largest = new Map();
  for (let sample = 0; sample < SAMPLE_S; sample += 1) {
    for (const { name, pid } of processes) {
      const memory = await memoryOf(pid);
      if (!(largest.get(name)?.rss >= memory.rss)) largest.set(name, memory);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const results = processes.map(({ name }) => ({ name, ...largest.get(name) }));
  const worst = Math.max(...results.map((r) => r.rss));
  return { results, targets: [`target idle-rss-max-mb: ${worst.toFixed(1)} (goal <= 150)`] };
}
