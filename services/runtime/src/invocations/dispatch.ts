import type { ContentKitRenderOutput, Event, IntegrationEnvironment } from '@gitbook/api';
import { FormData } from 'undici';
import type { IntegrationScript, WorkerSupervisor } from '../workers/supervisor';
import { InvocationError, type InvocationFailure } from '../workers/worker-process';

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
  | { ok: false; reason: InvocationFailure | 'rejected'; message: string; status?: number; logs: string[] };

/**
 * Sends one event to an integration the way `@gitbook/runtime` reads it: `POST /v1` with a
 * multipart form of `event` (JSON `Event`), `environment` (JSON `IntegrationEnvironment`) and,
 * for `fetch` events, `fetch-body` (the raw body of the HTTP request the event describes).
 * The runtime library answers 200 for handled events, 406 for an event type it has no
 * handler for, 4xx/5xx with `{error}` when a handler throws. A 2xx answer is a success;
 * anything else, or a worker stopped for its limits, is a failure with the reason.
 */
export async function dispatchToScript(supervisor: WorkerSupervisor, script: IntegrationScript, dispatch: Dispatch): Promise<DispatchResult> {
  const form = new FormData();
  form.set('event', JSON.stringify(dispatch.event));
  form.set('environment', JSON.stringify(dispatch.environment));
  if (dispatch.fetchBody !== undefined) form.set('fetch-body', new Blob([typeof dispatch.fetchBody === 'string' ? dispatch.fetchBody : Buffer.from(dispatch.fetchBody)]));
  try {
    const response = await supervisor.invoke(script, { path: '/v1', method: 'POST', body: form }, dispatch.timeoutMs);
    if (response.status >= 200 && response.status < 300) return { ok: true, ...response };
    return {
      ok: false,
      reason: 'rejected',
      status: response.status,
      message: `the integration answered ${response.status}: ${response.body.toString('utf8').slice(0, 500)}`,
      logs: response.logs,
    };
  } catch (error) {
    if (error instanceof InvocationError) return { ok: false, reason: error.reason, message: error.message, logs: error.logs };
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
