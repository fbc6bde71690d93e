import type { Event } from '@gitbook/api';
import type { runtimeV1 } from '@quire/proto';
import type pg from 'pg';
import { recordDelivery } from '../events/commands/record-delivery';
import type { DispatchResult, Invoker } from '../invocations/dispatch';
import type { InvocationTarget } from '../environment/resolver';

type HttpHeader = runtimeV1.HttpHeader;

/** The largest request body a public endpoint passes to a script (the gateway's passthrough limit too). */
export const MAX_ENDPOINT_BODY_BYTES = 1024 * 1024;

/** Methods the Fetch standard upper-cases itself: sent lower-case as GitBook's `FetchRequest.method`. */
const NORMALIZED_METHODS = new Set(['get', 'post', 'put', 'delete', 'head', 'options']);

/** Headers of the answer that no longer describe it: the worker's body arrives decoded and whole. */
const STALE_ANSWER_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding']);

/**
 * GitBook's `FetchRequest` of one HTTP request to `<publicEndpoint>[/path][?query]`: the method
 * lower-case (GitBook's enum; `PATCH` and other methods the Fetch standard does not normalize
 * stay as sent, so that the script's `request.method` reads them right), the full URL, the
 * headers (a header sent several times joined with ", ", as `Headers` does).
 */
export function fetchRequestOf(publicEndpoint: string, request: { path: string; method: string; query: string; headers: HttpHeader[] }) {
  const base = publicEndpoint.replace(/\/+$/, '');
  const path = request.path === '' ? '' : `/${request.path.split('/').map(encodeURIComponent).join('/')}`;
  const url = `${base}${path}${request.query === '' ? '' : `?${request.query}`}`;
  const headers: Record<string, string> = {};
  for (const { name, value } of request.headers) {
    const key = name.toLowerCase();
    headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
  }
  const method = NORMALIZED_METHODS.has(request.method.toLowerCase()) ? request.method.toLowerCase() : request.method.toUpperCase();
  return { method, url, headers };
}

/** Request headers whose values a record never keeps. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'x-api-key']);

export const errorAnswer = (status: number, message: string): runtimeV1.CallIntegrationEndpointResponse => ({
  status,
  headers: [{ name: 'content-type', value: 'application/json; charset=utf-8' }],
  body: Buffer.from(JSON.stringify({ error: { code: status, message } })),
});

/**
 * The script's answer as the caller gets it: its status, headers (minus those that described
 * the encoded body) and body, also when it is not a 2xx (a webhook refused, a 404 of the
 * script's router). A script that could not answer (time or memory limit, crash, tunnel
 * unreachable) is 504 for its time limit, else 502, with the JSON error body.
 */
export function answerOf(result: DispatchResult): runtimeV1.CallIntegrationEndpointResponse {
  const { status, headers, body } = result;
  if (status !== undefined && headers && body) {
    return {
      status,
      headers: Object.entries(headers)
        .filter(([name]) => !STALE_ANSWER_HEADERS.has(name))
        .map(([name, value]) => ({ name, value })),
      body,
    };
  }
  if (!result.ok && result.reason === 'timeout') return errorAnswer(504, 'The integration did not answer in time');
  return errorAnswer(502, 'The integration could not answer');
}

/**
 * Runs a `fetch` event for a request to the integration's public endpoint (no installation:
 * GitBook passes none for plain public endpoint calls) and records it with the integration's
 * events. The body is passed as `fetch-body` except for GET and HEAD, which cannot carry one.
 */
export async function callEndpoint(
  db: pg.Pool,
  invoker: Invoker,
  target: InvocationTarget,
  request: { path: string; method: string; query: string; headers: HttpHeader[]; body: Uint8Array },
): Promise<{ eventId: string; answer: runtimeV1.CallIntegrationEndpointResponse }> {
  const fetchRequest = fetchRequestOf(target.publicEndpoint, request);
  const hasBody = !['get', 'head'].includes(fetchRequest.method);
  const event = { type: 'fetch', request: fetchRequest } as unknown as Omit<Event, 'eventId'>;
  // The record keeps no credential the caller sent the script (a webhook's Authorization, cookies).
  const recordedHeaders = Object.fromEntries(Object.entries(fetchRequest.headers).map(([name, value]) => [name, CREDENTIAL_HEADERS.has(name) ? '[redacted]' : value]));
  const { eventId, result } = await recordDelivery(db, invoker, {
    recordedEvent: { type: 'fetch', request: { ...fetchRequest, headers: recordedHeaders } } as unknown as Omit<Event, 'eventId'>,
    integrationId: target.integrationId,
    integrationVersion: target.integrationVersion,
    organizationId: target.organizationId,
    script: target.script,
    event,
    environment: target.environment,
    ...(hasBody && { fetchBody: request.body }),
  });
  return { eventId, answer: answerOf(result) };
}
