import type { ContentKitRenderOutput, Event, IntegrationEnvironment } from '@gitbook/api';
import { EgressError, type GuardedEgress } from '@quire/shared';
import { FormData, Response as UndiciResponse } from 'undici';
import type { IntegrationScript, WorkerSupervisor } from '../workers/supervisor';
import { DEFAULT_WORKER_LIMITS, InvocationError, type InvocationFailure } from '../workers/worker-process';

/**
 * What an invocation runs: the published script in a local worker or, in development mode
 * (`devTunnelUrl`, set by the environment resolver for the invocations the tunnel covers), the
 * developer's `gitbook dev` server behind its tunnel.
 */
export type InvocationScript = IntegrationScript & { devTunnelUrl?: string };

/** Where invocations go: the local workers, and the guarded egress development tunnels are reached through. */
export type Invoker = { supervisor: WorkerSupervisor; egress?: GuardedEgress };

/** The request GitBook's dispatcher sends a script (docs/integrations.md "The runtime"). */
export type Dispatch = {
  event: Event;
  environment: IntegrationEnvironment;
  /** The raw body of a `fetch` event's HTTP request. */
  fetchBody?: Uint8Array | string;
  timeoutMs?: number;
};

export type DispatchResult =
  | { ok: true; status: number; headers: Record<string, string>; body: Buffer; logs: string[] }
  | {
      ok: false;
      reason: InvocationFailure | 'rejected' | 'tunnel';
      message: string;
      status?: number;
      /** A `rejected` answer's headers and body (a public endpoint relays them). */
      headers?: Record<string, string>;
      body?: Buffer;
      logs: string[];
    };

/** The supervisor alone (tests of the execution layer) or the supervisor and the egress guard. */
const invokerOf = (invoker: WorkerSupervisor | Invoker): Invoker => ('supervisor' in invoker ? invoker : { supervisor: invoker });

/**
 * Development mode: the same request to `POST <tunnelUrl>/` (`gitbook dev`'s Miniflare server
 * serves the script at any path; development builds of @gitbook/runtime skip the `/v1` check),
 * through the egress guard (the tunnel is outside, like any fetch of a script; no redirect is
 * followed), bounded by the invocation's time limit and the workers' response size cap. Nothing is captured of its
 * console: it prints on the developer's machine.
 */
async function sendToTunnel(egress: GuardedEgress | undefined, tunnelUrl: string, form: FormData, timeoutMs: number): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  if (!egress) throw new EgressError('EGRESS_REFUSED', 'development mode needs the runtime\'s egress guard');
  // The same multipart bytes a worker gets, with their boundary.
  const encoded = new UndiciResponse(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const response = await egress.fetch(`${tunnelUrl.replace(/\/+$/, '')}/`, {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data' },
    body,
    timeoutMs,
    maxBytes: DEFAULT_WORKER_LIMITS.maxResponseBytes,
    maxRedirects: 0,
  });
  return { status: response.status, headers: response.headers, body: response.body };
}


/**
 * Sends one event to an integration the way `@gitbook/runtime` reads it: `POST /v1` with a
 * multipart form of `event` (JSON `Event`), `environment` (JSON `IntegrationEnvironment`) and,
 * for `fetch` events, `fetch-body` (the raw body of the HTTP request the event describes).
 * The runtime library answers 200 for handled events, 406 for an event type it has no
 * handler for, 4xx/5xx with `{error}` when a handler throws. A 2xx answer is a success;
 * anything else, or a worker stopped for its limits, is a failure with the reason.
 */
export async function dispatchToScript(invoker: WorkerSupervisor | Invoker, script: InvocationScript, dispatch: Dispatch): Promise<DispatchResult> {
  const { supervisor, egress } = invokerOf(invoker);
  const form = new FormData();
  form.set('event', JSON.stringify(dispatch.event));
  form.set('environment', JSON.stringify(dispatch.environment));
  if (dispatch.fetchBody !== undefined) form.set('fetch-body', new Blob([typeof dispatch.fetchBody === 'string' ? dispatch.fetchBody : Buffer.from(dispatch.fetchBody)]));
  try {
    // The one place an invocation's destination is chosen: every kind of invocation goes through here.
    const response = script.devTunnelUrl
      ? { ...(await sendToTunnel(egress, script.devTunnelUrl, form, dispatch.timeoutMs ?? DEFAULT_WORKER_LIMITS.timeoutMs)), logs: [] as string[] }
      : await supervisor.invoke(script, { path: '/v1', method: 'POST', body: form }, dispatch.timeoutMs);
    if (response.status >= 200 && response.status < 300) return { ok: true, ...response };
    return {
      ok: false,
      reason: 'rejected',
      status: response.status,
      message: `the integration answered ${response.status}: ${response.body.toString('utf8').slice(0, 500)}`,
      headers: response.headers,
      body: response.body,
      logs: response.logs,
    };
  } catch (error) {
    if (error instanceof InvocationError) return { ok: false, reason: error.reason, message: error.message, logs: error.logs };
    if (error instanceof EgressError) {
      const reason = error.code === 'FETCH_TIMEOUT' ? 'timeout' : error.code === 'TOO_LARGE' ? 'too-large' : 'tunnel';
      return { ok: false, reason, message: `the development tunnel could not be reached: ${error.message}`, logs: [] };
    }
    throw error;
  }
}

/**
 * A `ui_render` event's answer as `ContentKitRenderOutput` (`renderIntegrationUI*`), with the
 * `Cache-Control` the component asked for (`setCache`), when the script answered JSON.
 */
export function renderOutput(result: DispatchResult): { output: ContentKitRenderOutput; cacheControl?: string } | undefined {
  if (!result.ok || !result.headers['content-type']?.includes('application/json')) return undefined;
  try {
    return { output: JSON.parse(result.body.toString('utf8')) as ContentKitRenderOutput, cacheControl: result.headers['cache-control'] };
  } catch {
    return undefined;
  }
}
