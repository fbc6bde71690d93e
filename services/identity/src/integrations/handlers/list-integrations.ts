import type { identityV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCaller } from '../../access/caller';
import type { IdentityContext } from '../../context';
import { ZContainsFilter, ZId, ZLimit, ZPage } from '../../lib/validation';
import { integrationCategories, integrationScopes, integrationTargets } from '../enums';
import { presentIntegrations } from '../presenter';
import { findMemberOrganizationIds, listIntegrations as listIntegrationsQuery } from '../queries';

const enumFilter = <T extends number>(values: T[]) =>
  z
    .number()
    .optional()
    .refine((value) => value === undefined || (values as number[]).includes(value), 'is not a known value')
    .transform((value) => value as T | undefined);

export const ZIntegrationFilters = {
  page: ZPage,
  limit: ZLimit,
  search: ZContainsFilter,
  category: enumFilter(integrationCategories.values),
  blockDomain: z
    .string()
    .max(100)
    .regex(/^[a-zA-Z0-9_.-]+$/, 'must contain only letters, digits, "-", "_" and "."')
    .optional(),
  blocks: z.boolean().optional(),
  contentSources: z.boolean().optional(),
  owner: ZId.optional(),
  scope: enumFilter(integrationScopes.values),
  target: enumFilter(integrationTargets.values),
};

const ZListIntegrationsRequest = z.object(ZIntegrationFilters);

/** The request's filters as the query takes them. */
export const filtersOf = (input: z.infer<typeof ZListIntegrationsRequest>) => ({
  search: input.search,
  category: input.category ? integrationCategories.fromProto.get(input.category) : undefined,
  blockDomain: input.blockDomain,
  blocks: input.blocks,
  contentSources: input.contentSources,
  owner: input.owner,
  scope: input.scope ? integrationScopes.fromProto.get(input.scope) : undefined,
  target: input.target ? integrationTargets.fromProto.get(input.target) : undefined,
});

/**
 * GET /integrations: the public integrations and the private ones of the caller's
 * organizations (as a member, not a guest), by name. Unlisted integrations are never listed.
 */
export async function listIntegrations(
  ctx: IdentityContext,
  request: identityV1.ListIntegrationsRequest,
  callContext: CallContext,
): Promise<identityV1.ListIntegrationsResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListIntegrationsRequest, request);
  const limit = pageLimit(input.limit);
  const caller = await loadCaller(ctx.db, principal);
  const memberOrganizationIds = await findMemberOrganizationIds(ctx.db, caller);
  const page = await listIntegrationsQuery(ctx.db, {
    memberOrganizationIds,
    filters: filtersOf(input),
    page: input.page,
    limit,
  });
  return { items: await presentIntegrations(ctx, caller, page.items), next: page.next, count: page.count };
}
