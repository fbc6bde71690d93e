import { randomUUID } from 'node:crypto';
import { Metadata, type CallContext } from 'nice-grpc-common';
import { z } from 'zod';
import { notFound, permissionDenied, unauthenticated } from './errors';

export const MEMBER_ROLES = ['read', 'comment', 'edit', 'review', 'create', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Higher is more. A guest (`null`) ranks 0, below `read`. */
export const ROLE_RANK: Record<MemberRole, number> = {
  read: 1,
  comment: 2,
  edit: 3,
  review: 4,
  create: 5,
  admin: 6,
};

const rankOf = (role: MemberRole | null | undefined): number => (role ? ROLE_RANK[role] : 0);

export function roleAtLeast(role: MemberRole | null | undefined, min: MemberRole): boolean {
  return rankOf(role) >= ROLE_RANK[min];
}

/** The highest of the given roles; `null` when none is a role. */
export function maxRole(...roles: (MemberRole | null | undefined)[]): MemberRole | null {
  let best: MemberRole | null = null;
  for (const role of roles) if (role && rankOf(role) > rankOf(best)) best = role;
  return best;
}

export const ZMemberRole = z.enum(MEMBER_ROLES);

/** GitBook "IntegrationScope": what an integration's installation tokens may do (docs/integrations.md). */
export const INTEGRATION_SCOPES = [
  'space:content:read',
  'space:content:write',
  'space:metadata:read',
  'space:metadata:write',
  'space:git:sync',
  'page:feedback:read',
  'site:metadata:read',
  'site:views:read',
  'site:script:inject',
  'site:script:cookies',
  'site:visitor:auth',
  'site:adaptive:read',
  'site:adaptive:write',
  'openapi:read',
  'openapi:write',
  'conversations:ingest',
] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];
export const ZIntegrationScope = z.enum(INTEGRATION_SCOPES);

/** What an installation token acts as: one installation of an integration, in one organization. */
export type InstallationGrant = {
  installationId: string;
  /** The integration's name. */
  integration: string;
  /** The organization the integration is installed in: the only one the token acts in. */
  organizationId: string;
  /** The scopes its installation was granted that the integration still asks for, when the token was authenticated. */
  scopes: IntegrationScope[];
  /**
   * The spaces the installation is enabled on (its `integration_space_installations` rows, at most
   * `MAX_INSTALLATION_GRANT_SPACES`, by id), when the token was authenticated: content lets the
   * token read these with `space:content:read`. Absent (a principal encoded before it existed): none.
   */
  spaceIds?: string[];
};

/** The most spaces an installation principal carries (docs/integrations.md "The principal"). */
export const MAX_INSTALLATION_GRANT_SPACES = 1000;

const ZInstallationGrant = z.object({
  installationId: z.string().min(1),
  integration: z.string().min(1),
  organizationId: z.string().min(1),
  scopes: z.array(ZIntegrationScope),
  spaceIds: z.array(z.string().min(1)).max(MAX_INSTALLATION_GRANT_SPACES).optional(),
});

/**
 * What an integration token represents (the contract's `integration` security,
 * `apiTokens.integration`): the integration itself, across its installations. It reads and
 * updates its own installations and queues its tasks, where a handler allows it; nothing else.
 */
export type IntegrationGrant = {
  /** The integration's name. */
  integration: string;
  /** The organization that publishes it. */
  organizationId: string;
};

const ZIntegrationGrant = z.object({ integration: z.string().min(1), organizationId: z.string().min(1) });

/**
 * What a published site's API token (`gb_site_...`, the `apiToken` of a resolved published URL,
 * docs/sites.md) may do: read the main content of these spaces of one organization, nothing else.
 */
export type SiteReaderGrant = { organizationId: string; siteId: string; spaceIds: string[] };

const ZSiteReaderGrant = z.object({ organizationId: z.string().min(1), siteId: z.string().min(1), spaceIds: z.array(z.string().min(1)).max(100) });

export const ZPrincipal = z
  .object({
    userId: z.string().min(1),
    tokenId: z.string(),
    memberships: z.array(z.object({ organizationId: z.string().min(1), role: ZMemberRole.nullable() })),
    teamIds: z.array(z.string()),
    kind: z.enum(['user', 'installation', 'site-reader', 'integration']).optional(),
    installation: ZInstallationGrant.optional(),
    integration: ZIntegrationGrant.optional(),
    siteReader: ZSiteReaderGrant.optional(),
  })
  .refine((principal) => (principal.kind === 'installation') === (principal.installation !== undefined), {
    message: 'an installation principal carries its installation, and only it does',
  })
  .refine((principal) => (principal.kind === 'site-reader') === (principal.siteReader !== undefined), {
    message: 'a site reader principal carries its grant, and only it does',
  })
  .refine((principal) => (principal.kind === 'integration') === (principal.integration !== undefined), {
    message: 'an integration principal carries its integration, and only it does',
  });

export type Principal = {
  userId: string;
  tokenId: string;
  /** `role: null` is a guest of that organization. */
  memberships: { organizationId: string; role: MemberRole | null }[];
  teamIds: string[];
  /**
   * What the bearer token is. Absent (as on every principal from before installation tokens)
   * or `user`: a user's API token, whose roles decide. `installation`: an integration
   * installation's token, which has no memberships and may do only what `requireScope` lets it.
   * `site-reader`: a published site's API token, which has no memberships and reads only the
   * spaces of its grant (content's spaces/load.ts); `requireScope` refuses it everything.
   * `integration`: a token representing an integration itself (docs/integrations.md
   * "Integration tokens"): no memberships; `requireScope` refuses it everything, and only the
   * integration's own installation rpcs let it in.
   */
  kind?: 'user' | 'installation' | 'site-reader' | 'integration';
  /** Set exactly when `kind` is `installation`. */
  installation?: InstallationGrant;
  /** Set exactly when `kind` is `site-reader`. */
  siteReader?: SiteReaderGrant;
  /** Set exactly when `kind` is `integration`. */
  integration?: IntegrationGrant;
};

export const PRINCIPAL_METADATA_KEY = 'x-quire-principal';
export const REQUEST_ID_METADATA_KEY = 'x-request-id';

export function encodePrincipal(principal: Principal): string {
  return Buffer.from(JSON.stringify(principal), 'utf8').toString('base64url');
}

export function decodePrincipal(encoded: string): Principal {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw unauthenticated('Invalid principal');
  }
  const parsed = ZPrincipal.safeParse(json);
  if (!parsed.success) throw unauthenticated('Invalid principal');
  return parsed.data;
}

/** The caller's principal, or undefined for calls made without one (e.g. token authentication). */
export function findPrincipal(context: CallContext): Principal | undefined {
  const encoded = context.metadata.get(PRINCIPAL_METADATA_KEY);
  if (typeof encoded !== 'string' || encoded === '') return undefined;
  return decodePrincipal(encoded);
}

export function getPrincipal(context: CallContext): Principal {
  const principal = findPrincipal(context);
  if (!principal) throw unauthenticated('Authentication required');
  return principal;
}

/**
 * The scope check every policy makes before its role checks (docs/integrations.md).
 *
 * - A user token passes: its roles decide, exactly as before installation tokens existed.
 * - An installation token passes only when its integration has `scope` and, when the action
 *   is in an organization, `organizationId` is the one it is installed in (another
 *   organization is NOT_FOUND, as for anyone outside it). `scope: null` names an action no
 *   integration scope grants (members, teams, API tokens, SAML, organization settings):
 *   installation tokens are always refused it.
 * - A published site's API token (`site-reader`) is refused every scoped action: it only reads
 *   its spaces, which content grants it without a scope.
 * - An integration token (`integration`) is refused every scoped action: scopes are granted
 *   to installations, not to the integration; the rpcs it may call check for it themselves.
 *
 * Throws PERMISSION_DENIED (NOT_FOUND for another organization); answers nothing.
 */
export function requireScope(principal: Principal, scope: IntegrationScope | null, organizationId?: string): void {
  if (principal.kind === 'site-reader') throw permissionDenied('A published site API token can only read the content of its space');
  if (principal.kind === 'integration') throw permissionDenied('Integration tokens cannot do this; use an installation token');
  if (principal.kind !== 'installation') return;
  const installation = principal.installation;
  if (!installation) throw unauthenticated('Invalid principal');
  if (organizationId !== undefined && organizationId !== installation.organizationId) {
    throw notFound('Organization not found');
  }
  if (scope === null) throw permissionDenied('Integration installation tokens cannot do this; use a user API token');
  if (!installation.scopes.includes(scope)) {
    throw permissionDenied(`The integration "${installation.integration}" does not have the scope "${scope}"`);
  }
}

/** The role a principal holds in an organization: undefined if not a member, null if a guest. */
export function membershipRole(principal: Principal, organizationId: string): MemberRole | null | undefined {
  const membership = principal.memberships.find((m) => m.organizationId === organizationId);
  return membership ? membership.role : undefined;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request id of this call. The gRPC server middleware stores a generated one in the
 * call metadata when the caller sent none, so every handler sees the same id.
 */
export function getRequestId(context: CallContext): string {
  const existing = context.metadata.get(REQUEST_ID_METADATA_KEY);
  if (typeof existing === 'string' && REQUEST_ID_PATTERN.test(existing)) return existing;
  const requestId = randomUUID();
  context.metadata.set(REQUEST_ID_METADATA_KEY, requestId);
  return requestId;
}

export function principalMetadata(principal: Principal | undefined, requestId: string): Metadata {
  const metadata = new Metadata();
  if (principal) metadata.set(PRINCIPAL_METADATA_KEY, encodePrincipal(principal));
  metadata.set(REQUEST_ID_METADATA_KEY, requestId);
  return metadata;
}

/** Metadata for a call to another service on behalf of this call's caller. */
export function forwardMetadata(context: CallContext): Metadata {
  const metadata = new Metadata();
  const encoded = context.metadata.get(PRINCIPAL_METADATA_KEY);
  if (typeof encoded === 'string' && encoded !== '') metadata.set(PRINCIPAL_METADATA_KEY, encoded);
  metadata.set(REQUEST_ID_METADATA_KEY, getRequestId(context));
  return metadata;
}
