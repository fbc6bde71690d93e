// A gateway restart under load: clients see errors only while it is down.
//
// Client loops read a space and open change requests on it, before, during and after a
// restart of the gateway (SIGTERM, which lets the requests in flight finish, then a new process
// on the same port). The gateway is "down" from the signal until the new process answers;
// every failed request (an HTTP error or no answer) must have ended inside that window, plus
// a grace of one second for connections the old process closed while a request was being
// sent on them. The figures give the errors per second around the restart.
import { countByAnswer, formatCounts, runLoops, seconds, sleep, succeeded } from './http.mjs';

export const name = 'gateway';
export const invariant = 'a gateway restart under load: clients see errors only while it is down';

const BEFORE_MS = 4_000;
const AFTER_MS = 4_000;
const GRACE_MS = 1_000;
const LOOPS = 6;

export async function run({ http, organizationId, stack, log }) {
  const { request, api } = http;
  const problems = [];
  const space = await api('POST', `/orgs/${organizationId}/spaces`, { title: 'Chaos gateway' });
  const outcomes = [];
  let loading = true;
  const clients = runLoops(LOOPS, () => loading, async (loop, n) => {
    const outcome =
      n % 4 === 3
        ? await request('POST', `/spaces/${space.id}/change-requests`, { subject: `Gateway ${loop}-${n}` }, { label: 'create change request' })
        : await request('GET', `/spaces/${space.id}`, undefined, { label: 'get space' });
    outcomes.push(outcome);
    // A refused connection answers at once: do not spin while the gateway is away.
    if (!succeeded(outcome)) await sleep(20);
  });

  let stoppedAt;
  let upAt;
  let exitedAt;
  try {
    await sleep(BEFORE_MS);
    log(`gateway: restarting the gateway under ${LOOPS} client loops`);
    stoppedAt = Date.now();
    await stack.processes.gateway.stop();
    exitedAt = Date.now();
    await stack.restart('gateway');
    upAt = Date.now();
    await sleep(AFTER_MS);
  } finally {
    loading = false;
    await clients;
  }

  const failures = outcomes.filter((outcome) => !succeeded(outcome));
  const outside = failures.filter((outcome) => outcome.endedAt < stoppedAt || outcome.endedAt > upAt + GRACE_MS);
  for (const outcome of outside.slice(0, 5)) {
    problems.push(`${outcome.label} failed (${outcome.status || outcome.error}) at ${seconds(outcome.endedAt - stoppedAt)}s from the stop, outside the down window 0..${seconds(upAt - stoppedAt)}s`);
  }
  if (outside.length > 5) problems.push(`... ${outside.length} failures outside the window in all`);
  const afterUp = outcomes.filter((outcome) => outcome.startedAt > upAt + GRACE_MS);
  if (!afterUp.some(succeeded)) problems.push('no request succeeded after the restart');

  // Errors per second, from two seconds before the stop to the end.
  const perSecond = new Map();
  for (const outcome of outcomes) {
    const second = Math.floor((outcome.endedAt - stoppedAt) / 1000);
    if (second < -2) continue;
    const bucket = perSecond.get(second) ?? { ok: 0, failed: 0 };
    if (succeeded(outcome)) bucket.ok += 1;
    else bucket.failed += 1;
    perSecond.set(second, bucket);
  }
  const timeline = [...perSecond.entries()]
    .sort(([a], [b]) => a - b)
    .map(([second, { ok, failed }]) => `${second}s:${ok}/${failed}`)
    .join(' ');

  const figures = [
    `down ${seconds(upAt - stoppedAt)}s (stopping ${seconds(exitedAt - stoppedAt)}s, starting ${seconds(upAt - exitedAt)}s)`,
    `requests ${outcomes.length} (${formatCounts(countByAnswer(outcomes))})`,
    `errors in window ${failures.length - outside.length}, outside ${outside.length}`,
    `ok/failed per second from the stop ${timeline}`,
  ];
  return { ok: problems.length === 0, figures: figures.join(', '), problems };
}
