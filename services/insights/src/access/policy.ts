import { membershipRole, notFound, permissionDenied, type Principal } from '@quire/shared';

export const ORGANIZATION_NOT_FOUND = 'No matching organization found';

/**
 * Who reads an organization's insights (conversations, issues, clusters): its members, any
 * role. Guests and non-members see nothing: NOT_FOUND, so ids do not leak.
 */
export function canReadInsights(principal: Principal, organizationId: string): boolean {
  const role = membershipRole(principal, organizationId);
  return role !== undefined && role !== null;
}

/**
 * Who may track events of a site of the organization (trackEventsInSiteById): anyone acting in
 * it: a member of any role (guests included), an installation of an integration there, or a
 * published site's API token of that site (what a site renderer holds). Anyone else: NOT_FOUND,
 * as for a site that does not exist.
 */
export function canTrackSiteEvents(principal: Principal, organizationId: string, siteId: string): boolean {
  if (principal.kind === 'site-reader') return principal.siteReader?.organizationId === organizationId && principal.siteReader.siteId === siteId;
  if (principal.kind === 'installation') return principal.installation?.organizationId === organizationId;
  return membershipRole(principal, organizationId) !== undefined;
}

/**
 * What ingestConversation decides for a principal: the `source` its conversations are stored
 * under, or why it may not ingest.
 */
export type IngestionDecision =
  | { allowed: true; source: string }
  | { allowed: false; refusal: 'not-found' | 'forbidden'; message: string };

/** The integration scope that lets an installation token ingest conversations. */
export const INGEST_SCOPE = 'conversations:ingest';

/** The integration name under which organization admins' own API tokens ingest. */
export const API_TOKEN_INTEGRATION = 'api';

/**
 * THE rule for ingesting conversations, in one place: who may, and under which source
 * (GitBook "ConversationSource", `integration:<integration>:<installation>`).
 *
 * - An organization admin with their own API token: `integration:api:<tokenId>`, so that
 *   what one token ingested can be listed (`source` filter) and is idempotent per token.
 * - Other members: forbidden. Guests and non-members: not found.
 *
 * - An integration installation token (docs/integrations.md): `integration:<integration>:
 *   <installationId>`, taken from the principal, never from the request, when the integration
 *   has the `conversations:ingest` scope (else forbidden) and is installed in this organization
 *   (else not found).
 */
export function ingestionSource(principal: Principal, organizationId: string): IngestionDecision {
  if (principal.kind === 'installation') {
    const installation = principal.installation;
    if (!installation || installation.organizationId !== organizationId) {
      return { allowed: false, refusal: 'not-found', message: ORGANIZATION_NOT_FOUND };
    }
    if (!installation.scopes.includes(INGEST_SCOPE)) {
      return { allowed: false, refusal: 'forbidden', message: `The integration "${installation.integration}" does not have the scope "${INGEST_SCOPE}"` };
    }
    return { allowed: true, source: `integration:${installation.integration}:${installation.installationId}` };
  }
  const role = membershipRole(principal, organizationId);
  if (role === undefined || role === null) return { allowed: false, refusal: 'not-found', message: ORGANIZATION_NOT_FOUND };
  if (role !== 'admin') return { allowed: false, refusal: 'forbidden', message: 'Only organization admins can ingest conversations' };
  if (!/^[^:\s]+$/.test(principal.tokenId)) {
    return { allowed: false, refusal: 'forbidden', message: 'Conversations are ingested with an API token' };
  }
  return { allowed: true, source: `integration:${API_TOKEN_INTEGRATION}:${principal.tokenId}` };
}

/** ingestionSource as the handler uses it: the source, or the gRPC error of the refusal. */
export function authorizeIngestion(principal: Principal, organizationId: string): string {
  const decision = ingestionSource(principal, organizationId);
  if (decision.allowed) return decision.source;
  throw decision.refusal === 'not-found' ? notFound(decision.message) : permissionDenied(decision.message);
}

/** canReadInsights as the handlers use it: NOT_FOUND with `message` unless the principal may read. */
export function authorizeRead(principal: Principal, organizationId: string, message = ORGANIZATION_NOT_FOUND): void {
  if (!canReadInsights(principal, organizationId)) throw notFound(message);
}
