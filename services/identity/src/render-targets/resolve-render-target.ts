import type { identityV1 } from '@quire/proto';
import { findPrincipal, invalidArgument, notFound, parseRequest, roleAtLeast, type CallContext, type Principal } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../context';
import { ZIntegrationName } from '../integrations/validation';
import { ZId } from '../lib/validation';

const ZResolveRenderTarget = z.object({
  integrationName: ZIntegrationName,
  spaceId: ZId.optional(),
  siteId: ZId.optional(),
  organizationId: ZId.optional(),
  publishedOrganizationId: ZId.optional(),
});

const INTEGRATION_NOT_FOUND = 'No matching integration found for given name';
/** One message for every reason (not installed there, no such space, not readable): ids do not leak. */
const TARGET_NOT_FOUND = 'The integration is not installed where this render takes place';

type Candidate = { installationId: string; organizationId: string; configuration?: unknown; externalIds: string[] };

/** The integration's own tokens: its integration token anywhere it is installed, an installation token on its installation. */
function ownTokenAllows(principal: Principal | undefined, integrationName: string, candidate: Candidate): boolean {
  if (principal?.kind === 'integration') return principal.integration?.integration === integrationName;
  if (principal?.kind === 'installation') {
    return principal.installation?.integration === integrationName && principal.installation.installationId === candidate.installationId;
  }
  return false;
}

const isUser = (principal: Principal | undefined): principal is Principal => principal !== undefined && (principal.kind === undefined || principal.kind === 'user');

/**
 * For the runtime (service-to-service): the installation a ContentKit render belongs to, and
 * whether its caller may render there (docs/integrations.md "Rendering blocks"):
 * - a space (`document`, `configuration_space` contexts): the integration's space installation
 *   on it; a user must read the space (content's GetSpace answers them);
 * - a site (`configuration_site`): its site installation; a user must read the organization's
 *   site (sites' GetSites answers them);
 * - an organization (`configuration_account`, `configuration_contentsource`): its installation
 *   there; a user must be a member (guests are not);
 * - the integration's own tokens: where it is installed (an installation token: its own installation only);
 * - `publishedOrganizationId` (the reader, no principal): that organization's space installation.
 * An unpublished integration renders nothing. Everything else is NOT_FOUND with one message.
 */
export async function resolveRenderTarget(
  ctx: IdentityContext,
  request: identityV1.ResolveRenderTargetRequest,
  callContext: CallContext,
): Promise<identityV1.ResolveRenderTargetResponse> {
  const input = parseRequest(ZResolveRenderTarget, request);
  const targets = [input.spaceId, input.siteId, input.organizationId].filter((value) => value !== undefined);
  if (targets.length !== 1) throw invalidArgument('context: exactly one of a space, a site or an organization');
  const integration = await ctx.db.integration.findUnique({ where: { name: input.integrationName }, select: { id: true, version: true, unpublishedAt: true } });
  if (!integration || integration.unpublishedAt !== null) throw notFound(INTEGRATION_NOT_FOUND);
  const principal = input.publishedOrganizationId === undefined ? findPrincipal(callContext) : undefined;
  const select = { installationId: true, organizationId: true, configuration: true, externalIds: true };

  let candidates: Candidate[];
  let userMay: (candidate: Candidate) => Promise<boolean>;
  if (input.spaceId !== undefined) {
    const spaceId = input.spaceId;
    candidates = await ctx.db.integrationSpaceInstallation.findMany({ where: { integrationId: integration.id, spaceId }, select, take: 10 });
    userMay = async (candidate) => (await ctx.content.findSpace(spaceId, callContext))?.organization === candidate.organizationId;
  } else if (input.siteId !== undefined) {
    const siteId = input.siteId;
    candidates = await ctx.db.integrationSiteInstallation.findMany({ where: { integrationId: integration.id, siteId }, select, take: 10 });
    userMay = async (candidate) => (await ctx.sites.getSites(candidate.organizationId, [siteId], callContext)).has(siteId);
  } else {
    const installations = await ctx.db.integrationInstallation.findMany({
      where: { integrationId: integration.id, organizationId: input.organizationId! },
      select: { id: true, organizationId: true },
      take: 10,
    });
    candidates = installations.map((row) => ({ installationId: row.id, organizationId: row.organizationId, externalIds: [] }));
    userMay = async (candidate) => principal!.memberships.some((m) => m.organizationId === candidate.organizationId && roleAtLeast(m.role, 'read'));
  }

  let chosen: Candidate | undefined;
  if (input.publishedOrganizationId !== undefined) {
    chosen = candidates.find((candidate) => candidate.organizationId === input.publishedOrganizationId);
  } else {
    chosen = candidates.find((candidate) => ownTokenAllows(principal, input.integrationName, candidate));
    // A space or site belongs to one organization: at most one candidate a user can read.
    if (!chosen && isUser(principal) && candidates.length > 0) {
      for (const candidate of candidates) {
        if (await userMay(candidate)) {
          chosen = candidate;
          break;
        }
      }
    }
  }
  if (!chosen) throw notFound(TARGET_NOT_FOUND);
  const scoped = input.organizationId === undefined;
  return {
    integrationId: integration.id,
    version: integration.version,
    organizationId: chosen.organizationId,
    installationId: chosen.installationId,
    targetConfiguration: scoped ? ((chosen.configuration ?? {}) as Record<string, unknown>) : undefined,
    targetExternalIds: scoped ? chosen.externalIds : [],
  };
}
