// HTTP through the gateway for the chaos scenarios: every request's outcome is recorded (status,
// or the network error that replaced it, and when it started and ended), because what clients
// saw during a fault is half of what a scenario checks.

/** Longest a chaos request may take: past it the request counts as an error (status 0, `timeout`). */
const REQUEST_TIMEOUT_MS = 30_000;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** What went wrong on the wire, as a short name (`ECONNREFUSED`, `UND_ERR_SOCKET`, `timeout`). */
function networkErrorName(error) {
  if (error?.name === 'TimeoutError') return 'timeout';
  const cause = error?.cause;
  return cause?.code ?? cause?.name ?? error?.code ?? error?.name ?? 'error';
}

/**
 * `request(method, pathname, body)` resolves to { status, body, error, startedAt, endedAt } and
 * never rejects: a request that got no HTTP answer has status 0 and `error` naming why.
 * Times are Date.now() milliseconds; `label` names the step of a workload it was.
 */
export function httpClient(baseUrl, token) {
  async function request(method, pathname, body, { label = `${method} ${pathname}` } = {}) {
    const startedAt = Date.now();
    let outcome;
    try {
      const response = await fetch(`${baseUrl}${pathname}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      let parsed;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
      outcome = { label, status: response.status, body: parsed, startedAt, endedAt: Date.now() };
    } catch (error) {
      outcome = { label, status: 0, error: networkErrorName(error), startedAt, endedAt: Date.now() };
    }
    return outcome;
  }

  /**
   * The same, for set-up steps that must succeed: resolves to the body, rejects otherwise.
   * With `retry`, a 503, 504 or missing answer (a loaded machine) is retried for up to 30 s:
   * only for requests that may safely be repeated.
   */
  async function api(method, pathname, body, { retry = false } = {}) {
    const deadline = Date.now() + 30_000;
    let outcome = await request(method, pathname, body, { label: 'setup' });
    while (retry && [0, 503, 504].includes(outcome.status) && Date.now() < deadline) {
      await sleep(250);
      outcome = await request(method, pathname, body, { label: 'setup' });
    }
    if (outcome.status < 200 || outcome.status >= 300) {
      const answer = outcome.status === 0 ? outcome.error : `HTTP ${outcome.status} ${JSON.stringify(outcome.body)}`;
      throw new Error(`${method} ${pathname}: ${answer}`);
    }
    return outcome.body;
  }

  return { request, api };
}

export const succeeded = (outcome) => outcome.status >= 200 && outcome.status < 300;

/** `{ '201': 120, '503': 4, ECONNREFUSED: 2 }`: how the outcomes ended. */
export function countByAnswer(outcomes) {
  const counts = {};
  for (const outcome of outcomes) {
    const key = outcome.status === 0 ? outcome.error : String(outcome.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export const formatCounts = (counts) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([answer, count]) => `${answer}:${count}`)
    .join(',') || 'none';

/**
 * Runs `loops` copies of `iteration(loopIndex, n)` back to back until `running()` answers
 * false; resolves when every loop has finished its current iteration.
 */
export async function runLoops(loops, running, iteration) {
  await Promise.all(
    Array.from({ length: loops }, async (_, loopIndex) => {
      for (let n = 0; running(); n += 1) await iteration(loopIndex, n);
    }),
  );
}

/** Resolves to `probe()`'s first answer other than undefined; rejects after timeoutMs. */
export async function waitUntil(what, probe, { timeoutMs, intervalMs = 250 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached after ${timeoutMs / 1000} s`);
    await sleep(intervalMs);
  }
}

export const seconds = (ms) => (ms / 1000).toFixed(1);

/**
 * The same request again while it answers 503, 504 or nothing (a service still warming up
 * after a restart), for up to `timeoutMs`; resolves to the last outcome and how many retries
 * it took. A check reads state with it: availability is measured elsewhere.
 */
export async function requestUntilAnswered(request, method, pathname, { timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (let retries = 0; ; retries += 1) {
    const outcome = await request(method, pathname, undefined, { label: 'check' });
    const transient = outcome.status === 0 || outcome.status === 503 || outcome.status === 504;
    if (!transient || Date.now() > deadline) return { outcome, retries };
    await sleep(250);
  }
}
