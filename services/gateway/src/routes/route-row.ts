import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One row of the declarative route table: everything the gateway knows about a route.
 * The gateway validates params/query/body with these schemas, merges them into one object,
 * decodes it into the rpc's request message by JSON name, and answers with the response
 * message (or its `responseField`) encoded as JSON. See docs/conventions.md.
 */
export type RouteRow = {
  /** The contract's operationId, or our own for extensions. */
  operationId: string;
  method: HttpMethod;
  /**
   * Express-style path relative to /v1, e.g. '/spaces/:spaceId'. A last parameter written
   * `:name*` takes the rest of the path, one segment or more ('/content/path/:pagePath*').
   */
  path: string;
  /** Fully-qualified rpc: 'quire.content.v1.SpaceService/GetSpace'. */
  rpc: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Put the validated body on this request field instead of merging its keys. */
  bodyField?: string;
  /** Answer with this field of the response message instead of the whole message. */
  responseField?: string;
  status: 200 | 201 | 204;
  /**
   * Answer 201 instead of `status` when this boolean field of the response message is true
   * (create-or-update by key: the contract's 200 "updated" and 201 "created"). The field
   * itself is not sent unless it is part of `responseField`'s payload.
   */
  createdWhen?: string;
  /**
   * A delete the contract answers 205 ("deleted") or 204 ("did not exist"): answer 205, without
   * a body, when this boolean field of the response message is true, else the row's 204.
   */
  resetWhen?: string;
  /** Not in the GitBook contract: marked `x-quire-extension: true` in our OpenAPI document. */
  extension?: boolean;
  /**
   * Not in the reference contract (0.146.0) but in a later release of GitBook's, named here
   * (`@gitbook/api@0.202.0`): marked `x-quire-adopted-contract: <that release>` in our OpenAPI
   * document, with its responses from the rpc's response message as for extensions.
   */
  adoptedContract?: string;
  summary: string;
  /**
   * A success may change the caller's own memberships or teams (creating an organization,
   * joining a team, leaving an organization): the gateway drops the caller's cached principal
   * so that their very next request sees the change. Other users' cached principals: see
   * `changesAccessOf`.
   */
  changesCallerAccess?: boolean;
  /**
   * A call may change what other people's cached principals allow (removing a member, changing
   * a role, a team's members, revoking tokens, uninstalling or narrowing an integration): the
   * gateway drops the cached principals it names before it answers (also when the call fails:
   * the change may have been committed before a deadline), so that their next request on this
   * gateway asks identity again. Other gateway replicas drop them when identity's event arrives
   * (docs/gateway.md "Principal cache").
   * - `organization`: the members and installations of the path's `organizationId`, and the
   *   user of the path's `userId` (someone added is not a member yet);
   * - `caller`: every token of the caller's user (revoking a token revokes its children);
   * - `integration`: the installations of the path's `integrationName`.
   */
  changesAccessOf?: 'organization' | 'caller' | 'integration';
  /** Routes that do not need a bearer token (none in the contract's /v1 besides the docs). */
  public?: boolean;
  /**
   * The request body is not JSON but bytes taken as they come (any Content-Type), up to
   * `maxBytes` (default: the gateway's upload limit, QUIRE_MAX_UPLOAD_BYTES); larger → 413.
   * The bytes go into the request's `bytes` field `field`, the Content-Type header (or '')
   * into its string field `contentTypeField`. Exclusive with `body`.
   */
  rawBody?: RawBody;
  /**
   * The response is not JSON but the bytes of the response's `bytes` field `dataField`, sent
   * with the Content-Type in `contentTypeField` and, when given, the file name in
   * `fileNameField` (Content-Disposition). See docs/gateway.md "Raw bodies and responses".
   */
  rawResponse?: RawResponse;
  /**
   * How the body the `body` schema validates is sent: JSON (default), or an HTML form
   * (`application/x-www-form-urlencoded`, what a browser posts; every value is a string).
   */
  bodyEncoding?: 'json' | 'form';
  /**
   * A route a browser visits (SSO logins): the answer is a redirect to the URL in the
   * response's string field `locationField` when it is set (302 after GET, 303 after POST),
   * else the HTML in `htmlField`; errors are HTML pages too. See docs/gateway.md "Pages and
   * redirects". Status 200; exclusive with `responseField` and `rawResponse`.
   */
  page?: PageResponse;
  /**
   * The rpc streams the response body as JSON already encoded (a large listing the service keeps
   * encoded), which the gateway writes as it comes, with the service's ETag: the request gets
   * the client's `If-None-Match` and `Accept-Encoding` headers in its string fields
   * `if_none_match` and `accept_encoding`; the first response message carries `etag` and
   * either `not_modified` (304, no body) or the body's `content_encoding` and `content_length`,
   * and every message a `chunk` of the body. Status 200; exclusive with `responseField`,
   * `rawResponse` and `page`.
   * See docs/gateway.md "Streamed JSON".
   */
  jsonStream?: boolean;
  /**
   * HTTP passed through both ways (an integration's public endpoint): the request's method,
   * raw query string, headers (without hop-by-hop ones) and raw body (up to `maxBytes`, default
   * 1 MiB; larger → 413) go into the request's fields `method`, `query`, `headers` (repeated
   * `{name, value}`) and `body` (bytes), path parameters as usual; the answer is the response's
   * `status`, `headers` and `body`, with the hardening of docs/gateway.md "Passthrough rows".
   * `anyMethod`: the row takes every method (its `method` is what the OpenAPI document shows).
   * Status 200; exclusive with every other body or answer option.
   */
  passthrough?: Passthrough;
  /**
   * Response headers taken from string fields of the response message: `{ 'Cache-Control':
   * 'cacheControl' }` sends the field `cacheControl` as `Cache-Control` when it is set, non-empty
   * and printable ASCII without CR/LF (anything else is left out). JSON answers only (not with
   * `rawResponse`, `page` or `jsonStream`); the fields themselves are not in the body unless
   * `responseField`'s payload has them. See docs/gateway.md "Response headers".
   */
  responseHeaders?: Record<string, string>;
};

export type Passthrough = { anyMethod?: boolean; maxBytes?: number };

export type PageResponse = { locationField?: string; htmlField?: string };

export type RawBody = { field: string; contentTypeField: string; maxBytes?: number };

export type RawResponse = {
  dataField: string;
  contentTypeField: string;
  fileNameField?: string;
  /** Cache-Control max-age (private); 300 seconds by default. */
  maxAgeSeconds?: number;
};

export const defineRoutes = (rows: RouteRow[]): RouteRow[] => rows;
