// HTTP for the GitBook importer: one fetch that every request of a run goes through, so that
// the number of requests in flight is bounded (p-limit), each request has a timeout, and a 429
// or 503 answer is retried after the server's Retry-After (seconds or an HTTP date).
import pLimit from 'p-limit';

/** Raised when the importer should stop with a message for the operator (exit code 1). */
export class ImportError extends Error {}

const MAX_RETRY_AFTER_MS = 120_000;

/** Milliseconds a Retry-After header asks to wait (undefined when absent or unreadable). */
export function retryAfterMs(header, now = Date.now()) {
  if (header === null || header === undefined || header === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fetch with the run's limits. `concurrency` requests at most in flight (shared by the source
 * and the target), each given `timeoutMs`; 429 and 503 are retried up to `retries` times after
 * Retry-After (default one second, doubling), and so are connection errors of idempotent
 * requests (GET, PUT, DELETE), and GET, PUT, PATCH or DELETE answered 502 or 504. `onRetry(message)` hears each wait.
 */
export function createPoliteFetch({ concurrency = 8, timeoutMs = 60_000, retries = 6, onRetry = () => {} } = {}) {
  const limit = pLimit(concurrency);
  let retried = 0;
  const politeFetch = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    for (let attempt = 0; ; attempt += 1) {
      let response;
      try {
        response = await limit(() => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }));
      } catch (error) {
        const idempotent = method === 'GET' || method === 'PUT' || method === 'DELETE' || method === 'HEAD';
        if (!idempotent || attempt >= 2) throw describeFetchFailure(error, url, timeoutMs);
        await sleep(500 * 2 ** attempt);
        continue;
      }
      // A gateway's 502/504 is worth another try too for a request that may be repeated
      // (the import's PATCHes set values and positions: repeating one changes nothing more).
      const repeatable = method === 'GET' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';
      const retriable = response.status === 429 || response.status === 503 || (repeatable && (response.status === 502 || response.status === 504));
      if (retriable && attempt < retries) {
        const waitMs = Math.min(retryAfterMs(response.headers.get('retry-after')) ?? 1000 * 2 ** attempt, MAX_RETRY_AFTER_MS);
        retried += 1;
        onRetry(`${response.status} from ${new URL(url).host}: waiting ${(waitMs / 1000).toFixed(1)} s (Retry-After)`);
        await response.body?.cancel().catch(() => undefined);
        // The wait happens outside the limiter: other requests go on meanwhile.
        await sleep(waitMs);
        continue;
      }
      return response;
    }
  };
  politeFetch.retries = () => retried;
  return politeFetch;
}

function describeFetchFailure(error, url, timeoutMs) {
  const origin = new URL(url).origin;
  if (error?.name === 'TimeoutError') return new ImportError(`${origin} did not answer within ${timeoutMs / 1000} s`);
  const cause = error?.cause?.code ?? error?.cause?.message ?? error?.message;
  return new ImportError(`cannot reach ${origin} (${cause})`);
}
