import type { Principal } from '@quire/shared';
import type { Db } from '../db';
import { loadOrganizationViewer, type OrganizationViewer } from './organization';

/**
 * Who calls identity, as far as organizations go. `boundOrganizationId` is set when the token
 * was issued by an organization's SAML login, or minted from such a token: it acts in that
 * organization only, whatever else its user joins later (docs/sso.md "Tokens bound to their
 * organization"). Its identity provider vouched for the person there and nowhere else.
 */
export type Caller = { userId: string; boundOrganizationId: string | null };

/**
 * The caller of this principal. The binding is read from the token's row rather than taken
 * from the principal, which the gateway builds and caches and other services pass along: a
 * bound token can never look unbound to identity's own policies.
 */
export async function loadCaller(db: Db, principal: Principal): Promise<Caller> {
  // Installation and integration tokens have no user and no membership anywhere; their rows are elsewhere.
  if (principal.kind === 'installation' || principal.kind === 'integration') return { userId: principal.userId, boundOrganizationId: null };
  const token = await db.apiToken.findUnique({ where: { id: principal.tokenId }, select: { boundOrganizationId: true } });
  return { userId: principal.userId, boundOrganizationId: token?.boundOrganizationId ?? null };
}

/** Whether the caller's token may act in `organizationId` at all (its roles decide the rest). */
export const actsIn = (caller: Caller, organizationId: string): boolean =>
  caller.boundOrganizationId === null || caller.boundOrganizationId === organizationId;

/**
 * The caller's standing in an organization: their membership, read from the database (a role
 * change applies on the next call), and none at all in an organization their token is not
 * bound to, exactly as for someone outside it (NOT_FOUND for its resources).
 */
export async function loadCallerViewer(db: Db, organizationId: string, caller: Principal | Caller): Promise<OrganizationViewer> {
  const [resolved, viewer] = await Promise.all([
    isCaller(caller) ? caller : loadCaller(db, caller),
    loadOrganizationViewer(db, organizationId, caller.userId),
  ]);
  return actsIn(resolved, organizationId) ? viewer : { userId: viewer.userId, role: undefined };
}

const isCaller = (value: Principal | Caller): value is Caller => 'boundOrganizationId' in value;
