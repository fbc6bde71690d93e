import { lookup as dnsLookup } from 'node:dns/promises';
import type { Logger } from '../logger';
import { Agent, buildConnector, type Dispatcher } from 'undici';
import { checkAddress, formatAllowRule, formatIp, parseAllowList, parseIp, type AllowRule, type IpAddress } from './addresses';
import { EgressError, type Egress, type EgressRequest, type EgressResponse } from './egress';
import { redactUrl } from './redact';

export type ResolvedAddress = { address: string; family: number };

export type EgressOptions = {
  /**
   * QUIRE_EGRESS_ALLOW's entries: CIDRs ("10.0.0.0/8", "fd00::/8", "127.0.0.1") and
   * host:port pairs ("git.internal:3000"). Empty (the production default): public addresses
   * only. Cloud metadata addresses stay refused whatever this says.
   */
  allow: readonly string[];
  /** Largest response body of `fetch`, in bytes (a request may ask for another cap). */
  maxBytes: number;
  /**
   * Largest response body through `dispatcher` (libraries such as isomorphic-git, which keep
   * their own, smaller caps per operation); default EGRESS_DEFAULTS.dispatcherMaxBytes.
   */
  dispatcherMaxBytes?: number;
  connectTimeoutMs: number;
  /** From sending the request to the end of the response headers. */
  headersTimeoutMs: number;
  /** Longest silence between two chunks of the response body. */
  bodyTimeoutMs: number;
  /** Redirects followed by `fetch`, each one checked again. */
  maxRedirects: number;
  /** Total time of one `fetch` including its redirects (a request may ask for another). */
  requestTimeoutMs?: number;
  logger: Logger;
  /** DNS resolution (tests give names their own addresses); default the system resolver. */
  lookup?: (hostname: string) => Promise<ResolvedAddress[]>;
};

/** The guard's limits when the operator sets none (docs/outside-sources.md "Egress guard"). */
export const EGRESS_DEFAULTS = {
  maxBytes: 100 * 1024 * 1024,
  dispatcherMaxBytes: 1024 * 1024 * 1024,
  connectTimeoutMs: 10_000,
  headersTimeoutMs: 30_000,
  bodyTimeoutMs: 30_000,
  maxRedirects: 5,
  requestTimeoutMs: 5 * 60_000,
} as const;

export type GuardedEgress = Egress & {
  /** The parsed allow list (for the start-up log line). */
  readonly allowRules: readonly AllowRule[];
  /** One line saying what the guard lets through besides public addresses. */
  describe(): string;
  close(): Promise<void>;
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const RETRYABLE_CONNECT_ERRORS = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'UND_ERR_CONNECT_TIMEOUT']);

const systemLookup = (hostname: string): Promise<ResolvedAddress[]> => dnsLookup(hostname, { all: true, verbatim: true });

/** Network and TLS failures of a connection, as Node reports them. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPROTO',
  'ERR_TLS_CERT_ALTNAME_INVALID', 'CERT_HAS_EXPIRED', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN',
]);

/**
 * Maps what undici and the guard's connector throw to an EgressError (other errors, such as a
 * caller's abort or a bug, are returned as they are). For handlers that use
 * `egress.dispatcher` with a library and want the same codes as `fetch`; undici's `fetch`
 * wraps the real error in a TypeError's `cause`, which is looked at too.
 */
export function toEgressError(error: unknown, url?: URL | string): unknown {
  if (error instanceof EgressError) return error;
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  if (error instanceof TypeError && cause instanceof Error) {
    const mapped = toEgressError(cause, url);
    if (mapped !== cause) return mapped;
  }
  const where = url ? ` ${redactUrl(url)}` : '';
  const rawCode = (error as { code?: unknown } | undefined)?.code;
  const code = typeof rawCode === 'string' ? rawCode : undefined;
  switch (code) {
    case 'UND_ERR_CONNECT_TIMEOUT':
      return new EgressError('FETCH_TIMEOUT', `connecting to${where || ' the server'} timed out`);
    case 'UND_ERR_HEADERS_TIMEOUT':
      return new EgressError('FETCH_TIMEOUT', `the server${where} did not answer in time`);
    case 'UND_ERR_BODY_TIMEOUT':
      return new EgressError('FETCH_TIMEOUT', `the response of${where || ' the server'} stalled`);
    case 'UND_ERR_RES_EXCEEDED_MAX_SIZE':
      return new EgressError('TOO_LARGE', `the response of${where || ' the server'} is larger than the size limit`);
    default:
      if (code && (code.startsWith('UND_ERR_') || NETWORK_ERROR_CODES.has(code))) {
        return new EgressError('FETCH_ERROR', `could not fetch${where}: ${code}`);
      }
      return error;
  }
}

/**
 * The egress guard: the only way Quire opens outbound connections. Its undici connector
 * resolves the name itself, checks every address it resolves to (so a name that also
 * resolves to a private address is refused whole, and a DNS answer that changes between the
 * check and the connection cannot matter: the socket connects to the checked address), and
 * keeps the name for TLS (SNI, certificate) and the Host header. Loopback, private,
 * link-local, CGNAT, unspecified, multicast and reserved addresses are refused unless an
 * allow rule names them; cloud metadata addresses always are.
 */
export function createEgress(options: EgressOptions): GuardedEgress {
  const allowRules = parseAllowList(options.allow.join(','));
  const logger = options.logger.child({ component: 'egress' });
  const resolve = options.lookup ?? systemLookup;
  const requestTimeoutMs = options.requestTimeoutMs ?? EGRESS_DEFAULTS.requestTimeoutMs;
  const baseConnector = buildConnector({ timeout: options.connectTimeoutMs });

  async function checkedAddresses(hostname: string, port: number): Promise<IpAddress[]> {
    const literal = parseIp(hostname);
    let addresses: IpAddress[];
    if (literal) addresses = [literal];
    else {
      let resolved: ResolvedAddress[];
      try {
        resolved = await resolve(hostname);
      } catch (error) {
        const code = (error as { code?: string }).code ?? 'lookup failed';
        throw new EgressError('FETCH_ERROR', `could not resolve ${hostname}: ${code}`);
      }
      addresses = resolved.map(({ address }) => parseIp(address)).filter((address): address is IpAddress => address !== undefined);
      if (addresses.length === 0) throw new EgressError('FETCH_ERROR', `could not resolve ${hostname}: no address`);
    }
    for (const address of addresses) {
      const verdict = checkAddress(allowRules, hostname, port, address);
      if (verdict.allowed) continue;
      logger.warn({ host: hostname, port, address: formatIp(address), kind: verdict.kind }, 'egress refused');
      const what = literal ? `${hostname} is a ${verdict.kind} address` : `${hostname} resolves to a ${verdict.kind} address`;
      const hint = verdict.kind === 'cloud metadata' ? '' : ' (an operator can allow it with QUIRE_EGRESS_ALLOW)';
      throw new EgressError('EGRESS_REFUSED', `the egress guard refused the connection: ${what}${hint}`);
    }
    return addresses;
  }

  const connect: buildConnector.connector = (connectOptions, callback) => {
    const hostname = connectOptions.hostname.replace(/^\[(.*)\]$/, '$1');
    const port = Number(connectOptions.port) || (connectOptions.protocol === 'https:' ? 443 : 80);
    // TLS is for the name, not the address the name resolved to.
    const servername = connectOptions.servername || (parseIp(hostname) ? undefined : hostname);
    checkedAddresses(hostname, port).then(
      (addresses) => {
        const attempt = (index: number) => {
          baseConnector({ ...connectOptions, hostname: formatIp(addresses[index]), servername }, (error, socket) => {
            const code = (error as { code?: string } | null)?.code;
            if (error && index + 1 < addresses.length && code && RETRYABLE_CONNECT_ERRORS.has(code)) attempt(index + 1);
            else if (error) callback(error, null);
            else callback(null, socket as NonNullable<typeof socket>);
          });
        };
        attempt(0);
      },
      (error: Error) => callback(error, null),
    );
  };

  const agentOptions = {
    connect,
    headersTimeout: options.headersTimeoutMs,
    bodyTimeout: options.bodyTimeoutMs,
  } satisfies Agent.Options;
  // `fetch` enforces each request's own size cap; undici enforces the libraries' ceiling.
  const fetchAgent = new Agent(agentOptions);
  const libraryAgent = new Agent({ ...agentOptions, maxResponseSize: options.dispatcherMaxBytes ?? EGRESS_DEFAULTS.dispatcherMaxBytes });

  async function fetch(rawUrl: string, request: EgressRequest = {}): Promise<EgressResponse> {
    let url = parseHttpUrl(rawUrl);
    const maxBytes = request.maxBytes ?? options.maxBytes;
    const maxRedirects = request.maxRedirects ?? options.maxRedirects;
    const timeout = AbortSignal.timeout(request.timeoutMs ?? requestTimeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;

    const headers: Record<string, string> = { 'user-agent': 'Quire', ...lowerCaseKeys(request.headers ?? {}) };
    // Credentials in the URL become basic auth for that origin only: never sent to another
    // origin a redirect leads to, never part of the URL undici (and its errors) see.
    const credentialsOrigin = url.origin;
    if ((url.username || url.password) && !headers.authorization) {
      const user = decodeUserInfo(url.username);
      const password = decodeUserInfo(url.password);
      headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    }
    url.username = '';
    url.password = '';

    let method: 'GET' | 'HEAD' | 'POST' = request.method ?? 'GET';
    let body = request.body;
    for (let redirects = 0; ; redirects++) {
      const sentHeaders = { ...headers };
      if (url.origin !== credentialsOrigin) {
        delete sentHeaders.authorization;
        delete sentHeaders.cookie;
      }
      let response: Dispatcher.ResponseData;
      try {
        response = await fetchAgent.request({ origin: url.origin, path: `${url.pathname}${url.search}`, method, headers: sentHeaders, body, signal });
      } catch (error) {
        throw failure(error, url, request.signal, timeout);
      }
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.statusCode) && typeof location === 'string' && maxRedirects > 0) {
        await response.body.dump().catch(() => undefined);
        if (redirects >= maxRedirects) {
          throw new EgressError('TOO_MANY_REDIRECTS', `more than ${maxRedirects} redirects from ${redactUrl(rawUrl)}`);
        }
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new EgressError('BAD_URL', `${redactUrl(url)} redirects to an unreadable location`);
        }
        if (next.protocol !== 'http:' && next.protocol !== 'https:') {
          throw new EgressError('BAD_URL', `${redactUrl(url)} redirects to a ${next.protocol} URL; only http and https are fetched`);
        }
        // Credentials a redirect names are not taken.
        next.username = '';
        next.password = '';
        if (response.statusCode === 303 || ((response.statusCode === 301 || response.statusCode === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
          delete headers['content-type'];
          delete headers['content-length'];
        }
        logger.debug({ from: redactUrl(url), to: redactUrl(next), status: response.statusCode }, 'following redirect');
        url = next;
        continue;
      }
      const bytes = await readCapped(response, maxBytes, url, request.signal, timeout);
      return { status: response.statusCode, headers: flattenHeaders(response.headers), url: url.toString(), body: bytes };
    }
  }

  return {
    fetch,
    dispatcher: libraryAgent,
    allowRules,
    describe: () =>
      allowRules.length === 0
        ? 'public addresses only (QUIRE_EGRESS_ALLOW is empty)'
        : `public addresses, and ${allowRules.map(formatAllowRule).join(', ')} (QUIRE_EGRESS_ALLOW); cloud metadata addresses are always refused`,
    async close() {
      await Promise.all([fetchAgent.close(), libraryAgent.close()]);
    },
  };
}

function parseHttpUrl(rawUrl: string): URL {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new EgressError('BAD_URL', `${redactUrl(rawUrl)} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EgressError('BAD_URL', `${url.protocol} URLs are not fetched; only http and https are`);
  }
  if (!url.hostname) throw new EgressError('BAD_URL', `${redactUrl(url)} has no host`);
  return url;
}

/** Why a request failed: the caller's abort as it is, our deadline as FETCH_TIMEOUT, undici's errors mapped. */
function failure(error: unknown, url: URL, callerSignal: AbortSignal | undefined, timeout: AbortSignal): unknown {
  if (callerSignal?.aborted) return callerSignal.reason ?? error;
  if (timeout.aborted) return new EgressError('FETCH_TIMEOUT', `fetching ${redactUrl(url)} took too long`);
  return toEgressError(error, url);
}

async function readCapped(
  response: Dispatcher.ResponseData,
  maxBytes: number,
  url: URL,
  callerSignal: AbortSignal | undefined,
  timeout: AbortSignal,
): Promise<Buffer> {
  // Destroying the body errors it; that error is ours to ignore, the caller gets TOO_LARGE.
  const cut = () => response.body.on('error', () => undefined).destroy();
  const tooLarge = () => new EgressError('TOO_LARGE', `the response of ${redactUrl(url)} is larger than ${maxBytes} bytes`);
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    cut();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        cut();
        throw tooLarge();
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof EgressError) throw error;
    throw failure(error, url, callerSignal, timeout);
  }
  return Buffer.concat(chunks, size);
}

function decodeUserInfo(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

function flattenHeaders(headers: Dispatcher.ResponseData['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}
