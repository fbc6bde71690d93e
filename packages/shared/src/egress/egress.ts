import type { Dispatcher } from 'undici';

/**
 * The egress guard's interface (implemented in src/egress/guard.ts). Every outbound
 * connection of Quire goes through one of these: the address is checked when the socket
 * connects (after DNS, so a rebinding cannot slip through), and every request is bounded by
 * timeouts, a size cap and a redirect cap.
 */
export type EgressRequest = {
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  body?: Uint8Array | string;
  /** Default from the guard's options; the body is cut here and the request fails TOO_LARGE. */
  maxBytes?: number;
  /** Total time for the request, headers and body. */
  timeoutMs?: number;
  /** Default from the guard's options; 0 returns redirects as responses. */
  maxRedirects?: number;
  signal?: AbortSignal;
};

export type EgressResponse = {
  status: number;
  headers: Record<string, string>;
  /** After redirects. */
  url: string;
  body: Buffer;
};

/** Why an outbound request failed; `code` is what job records and API errors show. */
export type EgressErrorCode = 'EGRESS_REFUSED' | 'FETCH_TIMEOUT' | 'FETCH_ERROR' | 'TOO_LARGE' | 'TOO_MANY_REDIRECTS' | 'BAD_URL';

export class EgressError extends Error {
  constructor(
    readonly code: EgressErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EgressError';
  }
}

export type Egress = {
  /** Fetches an http(s) URL; non-2xx statuses are answered, not thrown. Credentials in the URL become basic auth. */
  fetch(url: string, request?: EgressRequest): Promise<EgressResponse>;
  /** The guarded undici dispatcher, for libraries that take one (isomorphic-git's http client). */
  dispatcher: Dispatcher;
};
