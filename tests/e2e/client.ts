import { GitBookAPI } from '@gitbook/api';
import { expectContractError } from './contract';
import type { Stack } from './harness';

// The official client as the e2e tests use it, plus raw requests for what it cannot send.
// The client reads an error response's body itself to build its GitBookAPIError and keeps only
// the message; the recording fetch below keeps the whole body so that tests can validate it
// against the contract's Error schema.

const errorBodies = new WeakMap<Response, Promise<unknown>>();

const recordingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (!response.ok) {
    errorBodies.set(
      response,
      response
        .clone()
        .text()
        .then((text) => (text ? JSON.parse(text) : undefined)),
    );
  }
  return response;
};

/** The official GitBookAPI client for `token` (none: no Authorization header) against the stack. */
export function recordingClient(stack: Stack, token?: string): GitBookAPI {
  return new GitBookAPI({ endpoint: stack.baseUrl, authToken: token, serviceBinding: { fetch: recordingFetch } });
}

/** The parsed body of a failed response made through `recordingClient`. */
export function errorBodyOf(response: Response): Promise<unknown> {
  return errorBodies.get(response) ?? Promise.resolve(undefined);
}

export type RawResponse = { status: number; headers: Headers; body: any };

/** A request the official client cannot make: a malformed body or fields its types lack. */
export async function sendRaw(
  stack: Stack,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: string } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${stack.baseUrl}/v1${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** Fails unless `response` is the error `status` with the contract's error body; answers its message. */
export function expectRawError(response: RawResponse, status: number): string {
  expect(response.status).toBe(status);
  expectContractError(status, response.body);
  return (response.body as { error: { message: string } }).error.message;
}
