import { getPrincipal, notFound, permissionDenied, roleAtLeast, type CallContext, type Principal } from '@quire/shared';
import { Status } from 'nice-grpc';
import type { IdentityForRuntime } from '../environment/resolver';

export type IntegrationRef = { integrationId: string; organizationId: string; published: boolean };

const NOT_FOUND_MESSAGE = 'No matching integration found for given name';

/** The integration by name (GetIntegrationRouting); NOT_FOUND when identity knows none. */
export async function findIntegration(identity: IdentityForRuntime, integrationName: string): Promise<IntegrationRef> {
  try {
    const routing = await identity.getIntegrationRouting({ integrationName });
    return { integrationId: routing.integrationId, organizationId: routing.organizationId, published: routing.published };
  } catch (error) {
    if ((error as { code?: unknown }).code === Status.NOT_FOUND) throw notFound(NOT_FOUND_MESSAGE);
    throw error;
  }
}

const isOwnIntegrationToken = (principal: Principal, integrationName: string) => principal.kind === 'integration' && principal.integration?.integration === integrationName;

/**
 * An integration's records (its events): the admins of the organization that publishes it and
 * the integration's own token. Everyone else gets NOT_FOUND, as for an unknown integration:
 * nothing tells another organization that it exists.
 */
export async function integrationForRecords(identity: IdentityForRuntime, integrationName: string, callContext: CallContext): Promise<IntegrationRef> {
  const principal = getPrincipal(callContext);
  const integration = await findIntegration(identity, integrationName);
  const admin = (principal.kind === undefined || principal.kind === 'user') &&
    principal.memberships.some((membership) => membership.organizationId === integration.organizationId && roleAtLeast(membership.role, 'admin'));
  if (!admin && !isOwnIntegrationToken(principal, integrationName)) throw notFound(NOT_FOUND_MESSAGE);
  return integration;
}

/**
 * What only the integration itself does (queueIntegrationTask, security `integration`): its own
 * token. Another integration's token is NOT_FOUND; a member of the publishing organization
 * PERMISSION_DENIED, anyone else NOT_FOUND. An unpublished integration runs nothing: NOT_FOUND.
 */
export async function integrationForItself(identity: IdentityForRuntime, integrationName: string, callContext: CallContext): Promise<IntegrationRef> {
  const principal = getPrincipal(callContext);
  if (principal.kind === 'integration' && !isOwnIntegrationToken(principal, integrationName)) throw notFound(NOT_FOUND_MESSAGE);
  const integration = await findIntegration(identity, integrationName);
  if (principal.kind !== 'integration') {
    // Its organization's members learn that only the integration may; anyone else finds nothing.
    const member = principal.memberships.some((membership) => membership.organizationId === integration.organizationId);
    if (!member) throw notFound(NOT_FOUND_MESSAGE);
    throw permissionDenied('Only the integration itself (its integration token) may do this');
  }
  if (!integration.published) throw notFound(NOT_FOUND_MESSAGE);
  return integration;
}
