import { hash } from 'node:crypto';
import { ChannelCredentials, createChannel, createClient, Metadata, ClientError, Status, type Channel } from 'nice-grpc';
import { identityV1, sitesV1 } from '@quire/proto';
import {
  formatTraceparent,
  INTEGRATION_SCOPES,
  type IntegrationScope,
  memberRoleFromProto,
  type Principal,
  recordGrpcClientCall,
  REQUEST_ID_METADATA_KEY,
  TRACEPARENT_HEADER,
  type TraceContext,
} from '@quire/shared';
import { GRPC_CHANNEL_OPTIONS } from '../transcoding/grpc-caller';
import { BoundedTtlCache } from './bounded-ttl-cache';

export type AuthenticatorOptions = {
  identityGrpcUrl: string;
  /**
   * Where published sites' API tokens (`gb_site_...`) are authenticated: sites, which signed
   * them (docs/sites.md "Published URLs"). Without it such tokens are refused like unknown ones.
   */
  sitesGrpcUrl?: string;
  /** How long a resolved principal is reused; revocation takes effect within this window. */
  cacheTtlMs: number;
  cacheMaxEntries: number;
  /**
   * How long identity's refusal of a token is remembered (bounded by `cacheMaxEntries` too),
   * so that a client repeating a bad token does not cost an identity call per request.
   */
  failureCacheTtlMs?: number;
  deadlineMs: number;
  /** Largest message accepted from identity (default GRPC_CHANNEL_OPTIONS'). */
  maxReceiveMessageBytes?: number;
};

/**
 * The cached principals a change of access names: those of a user, of the members (and
 * installations) of an organization, of an integration's installations, of one token. A
 * principal matches when it matches any of the fields given.
 */
export type PrincipalSelector = {
  userId?: string;
  userIds?: readonly string[];
  /** Those in the team (a team deleted). */
  teamId?: string;
  organizationId?: string;
  integration?: string;
  installationId?: string;
  tokenId?: string;
};

/** Whether `principal` is one of those `selector` names. */
export function selects(selector: PrincipalSelector, principal: Principal): boolean {
  const { userId, userIds, teamId, organizationId, integration, installationId, tokenId } = selector;
  if (userId !== undefined && principal.userId === userId) return true;
  if (userIds?.includes(principal.userId)) return true;
  if (teamId !== undefined && principal.teamIds.includes(teamId)) return true;
  if (tokenId !== undefined && principal.tokenId === tokenId) return true;
  if (organizationId !== undefined) {
    if (principal.memberships.some((membership) => membership.organizationId === organizationId)) return true;
    if (principal.installation?.organizationId === organizationId) return true;
  }
  if (integration !== undefined && principal.installation?.integration === integration) return true;
  if (installationId !== undefined && principal.installation?.installationId === installationId) return true;
  return false;
}

/** Why a token was refused, or that identity could not answer. */
export class AuthenticationError extends Error {
  constructor(
    readonly status: 401 | 503 | 504 | 500,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'AuthenticationError';
  }
}


const isIntegrationScope = (scope: string): scope is IntegrationScope => (INTEGRATION_SCOPES as readonly string[]).includes(scope);

/**
 * The principal services receive. A user token's is what it always was (no `kind`: absent means
 * a user). An installation token's carries `kind: 'installation'` and its installation, with
 * the scopes this gateway knows (an unknown one grants nothing); an integration token's,
 * `kind: 'integration'` and its integration; docs/integrations.md.
 */
export function principalFromProto(principal: identityV1.Principal): Principal {
  if (principal.kind === identityV1.TokenKind.TOKEN_KIND_INTEGRATION) {
    const integration = principal.integration;
    if (!integration) throw new AuthenticationError(500, 'Identity answered an integration principal without its integration');
    return {
      userId: principal.userId,
      tokenId: principal.tokenId,
      memberships: [],
      teamIds: [],
      kind: 'integration',
      integration: { integration: integration.integration, organizationId: integration.organizationId },
    };
  }
  if (principal.kind === identityV1.TokenKind.TOKEN_KIND_INSTALLATION) {
    const installation = principal.installation;
    if (!installation) throw new AuthenticationError(500, 'Identity answered an installation principal without its installation');
    return {
      userId: principal.userId,
      tokenId: principal.tokenId,
      memberships: [],
      teamIds: [],
      kind: 'installation',
      installation: {
        installationId: installation.installationId,
        integration: installation.integration,
        organizationId: installation.organizationId,
        scopes: installation.scopes.filter(isIntegrationScope),
        spaceIds: installation.spaceIds,
      },
    };
  }
  return {
    userId: principal.userId,
    tokenId: principal.tokenId,
    // A membership without a known role would grant nothing sensible; leave it out.
    memberships: principal.memberships.flatMap((membership) => {
      const role = memberRoleFromProto(membership.role);
      return role === undefined ? [] : [{ organizationId: membership.organizationId, role }];
    }),
    teamIds: principal.teamIds,
  };
}

const AUTHENTICATE_TOKEN_PATH = `/${identityV1.AuthServiceDefinition.fullName}/AuthenticateToken`;
const AUTHENTICATE_SITE_TOKEN_PATH = `/${sitesV1.PublishedUrlInternalServiceDefinition.fullName}/AuthenticateSiteApiToken`;

/** The prefix of a published site's API token, which sites (not identity) authenticates. */
export const SITE_API_TOKEN_PREFIX = 'gb_site_';

/** The principal of a published site's API token: no user, no membership; reads its spaces only. */
export function siteReaderPrincipal(grant: sitesV1.AuthenticateSiteApiTokenResponse): Principal {
  return {
    userId: `site:${grant.siteId}`,
    tokenId: grant.tokenId,
    memberships: [],
    teamIds: [],
    kind: 'site-reader',
    siteReader: { organizationId: grant.organizationId, siteId: grant.siteId, spaceIds: grant.spaceIds },
  };
}

/**
 * The cache key of a token: never the token itself, so a heap dump does not leak tokens.
 * Computed for every request; the one-shot `hash` costs less than a `Hash` object.
 */
export const tokenDigest = (token: string) => hash('sha256', token, 'hex');

/**
 * Resolves bearer tokens to principals through identity's AuthenticateToken, caching each
 * principal for `cacheTtlMs` and each refusal for `failureCacheTtlMs`, and sharing one
 * in-flight call between concurrent requests carrying the same token.
 */
export class Authenticator {
  private readonly channel: Channel;
  private readonly client: identityV1.AuthServiceClient;
  private readonly sitesChannel: Channel | undefined;
  private readonly sites: sitesV1.PublishedUrlInternalServiceClient | undefined;
  private readonly cache: BoundedTtlCache<Principal>;
  private readonly refused: BoundedTtlCache<AuthenticationError>;
  private readonly inFlight = new Map<string, Promise<Principal>>();
  /**
   * Bumped by every eviction. A resolution started before an eviction may have read what the
   * eviction is about (a membership removed meanwhile): its principal still answers the
   * request that asked for it, which was concurrent with the change, but is not cached.
   */
  private generation = 0;

  constructor(private readonly options: AuthenticatorOptions) {
    this.channel = createChannel(options.identityGrpcUrl, ChannelCredentials.createInsecure(), {
      ...GRPC_CHANNEL_OPTIONS,
      ...(options.maxReceiveMessageBytes ? { 'grpc.max_receive_message_length': options.maxReceiveMessageBytes } : {}),
    });
    this.client = createClient(identityV1.AuthServiceDefinition, this.channel);
    if (options.sitesGrpcUrl) {
      this.sitesChannel = createChannel(options.sitesGrpcUrl, ChannelCredentials.createInsecure(), GRPC_CHANNEL_OPTIONS);
      this.sites = createClient(sitesV1.PublishedUrlInternalServiceDefinition, this.sitesChannel);
    }
    this.cache = new BoundedTtlCache(options.cacheMaxEntries, options.cacheTtlMs);
    this.refused = new BoundedTtlCache(options.cacheMaxEntries, options.failureCacheTtlMs ?? 3000);
  }

  /**
   * The principal cached for a token digest, if any: lets the caller go on synchronously,
   * without a promise and a microtask, for the requests that need no identity call.
   */
  cached(digest: string): Principal | undefined {
    return this.cache.get(digest);
  }

  /** Drops a token's cached principal, so that its next request asks identity again. */
  forget(digest: string): void {
    this.generation += 1;
    this.cache.delete(digest);
    this.refused.delete(digest);
    this.inFlight.delete(digest);
  }

  /**
   * Drops every cached principal `selector` names (docs/gateway.md "Principal cache"), so that
   * their next request asks identity again, and stops sharing the identity calls already under
   * way (they may have read the state before the change). Answers how many were dropped. A scan
   * of the cache (at most AUTH_CACHE_MAX_ENTRIES): changes of access are rare next to requests.
   */
  evict(selector: PrincipalSelector): number {
    this.generation += 1;
    this.inFlight.clear();
    return this.cache.deleteWhere((principal) => selects(selector, principal));
  }

  /** Drops every cached principal: when changes of access may have been missed (docs/gateway.md "Principal cache"). */
  evictAll(): void {
    this.evict({});
    this.cache.deleteWhere(() => true);
  }

  /**
   * `digest` is `tokenDigest(token)` when the caller already computed it (the rate limiter
   * does); `trace` is the request's, sent on to identity (a call shared by concurrent
   * requests carries the first one's).
   */
  async authenticate(token: string, requestId: string, digest?: string, trace?: TraceContext): Promise<Principal> {
    const key = digest ?? tokenDigest(token);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const refusal = this.refused.get(key);
    if (refusal) throw refusal;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const call: Promise<Principal> = this.resolve(token, requestId, trace)
      .then(
        (principal) => {
          if (generation === this.generation) this.cache.set(key, principal);
          return principal;
        },
        (error: unknown) => {
          // Only identity's "no": an outage must not be remembered as a bad token.
          if (error instanceof AuthenticationError && error.status === 401) this.refused.set(key, error);
          throw error;
        },
      )
      .finally(() => {
        // An eviction may have replaced this call by a newer one for the same token.
        if (this.inFlight.get(key) === call) this.inFlight.delete(key);
      });
    this.inFlight.set(key, call);
    return call;
  }

  private async resolve(token: string, requestId: string, trace: TraceContext | undefined): Promise<Principal> {
    const started = process.hrtime.bigint();
    let code = 'OK';
    let path = AUTHENTICATE_TOKEN_PATH;
    try {
      const metadata = Metadata({ [REQUEST_ID_METADATA_KEY]: requestId });
      if (trace) metadata.set(TRACEPARENT_HEADER, formatTraceparent(trace));
      if (token.startsWith(SITE_API_TOKEN_PREFIX)) {
        if (!this.sites) throw new AuthenticationError(401, 'The API token is invalid, expired or revoked');
        path = AUTHENTICATE_SITE_TOKEN_PATH;
        return siteReaderPrincipal(await this.sites.authenticateSiteApiToken({ token }, { signal: AbortSignal.timeout(this.options.deadlineMs), metadata }));
      }
      const response = await this.client.authenticateToken({ token }, { signal: AbortSignal.timeout(this.options.deadlineMs), metadata });
      if (!response.principal) throw new AuthenticationError(500, 'Identity answered without a principal');
      return principalFromProto(response.principal);
    } catch (error) {
      if (error instanceof AuthenticationError) throw error; // the call itself succeeded
      code = error instanceof ClientError ? Status[error.code] : error instanceof Error && error.name === 'AbortError' ? 'DEADLINE_EXCEEDED' : 'UNKNOWN';
      // The deadline is an abort signal: nice-grpc rejects with an AbortError when it fires.
      if (error instanceof Error && error.name === 'AbortError') {
        throw new AuthenticationError(504, 'Authentication took too long', error);
      }
      if (error instanceof ClientError) {
        if (error.code === Status.UNAUTHENTICATED || error.code === Status.NOT_FOUND) {
          throw new AuthenticationError(401, 'The API token is invalid, expired or revoked');
        }
        if (error.code === Status.UNAVAILABLE) throw new AuthenticationError(503, 'Authentication is temporarily unavailable', error);
        if (error.code === Status.DEADLINE_EXCEEDED) throw new AuthenticationError(504, 'Authentication took too long', error);
      }
      throw new AuthenticationError(500, 'Authentication failed', error);
    } finally {
      recordGrpcClientCall(path, code, Number(process.hrtime.bigint() - started) / 1e9);
    }
  }

  close(): void {
    this.channel.close();
    this.sitesChannel?.close();
  }
}
