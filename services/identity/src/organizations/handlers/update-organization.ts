import type { identityV1 } from '@quire/proto';
import { getPrincipal, memberRoleFromProto, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadCallerViewer } from '../../access/caller';
import { authorize, organizationPolicy } from '../../access/organization';
import type { IdentityContext } from '../../context';
import { ZDomain, ZId, ZOrganizationTitle } from '../../lib/validation';
import { organizationUpdater } from '../commands/organization-updater';
import { presentOrganization } from '../presenter';
import { findOrganization, ownsAnyTeam } from '../queries';

/** Email domains an organization may list (the contract sets no limit; see docs/identity.md). */
const MAX_EMAIL_DOMAINS = 100;

const ZUpdateOrganizationRequest = z.object({
  organizationId: ZId,
  title: ZOrganizationTitle.optional(),
  emailDomains: z.array(ZDomain).max(MAX_EMAIL_DOMAINS).optional(),
  hostname: z
    .string()
    .min(3)
    .max(32)
    .regex(/^[a-z0-9][a-z0-9-]*[a-z0-9]$/, 'must be lower-case letters, digits and dashes')
    .optional(),
  defaultRole: z.number().int().optional(),
});

export async function updateOrganization(
  ctx: IdentityContext,
  request: identityV1.UpdateOrganizationRequest,
  callContext: CallContext,
): Promise<identityV1.UpdateOrganizationResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZUpdateOrganizationRequest, request);
  const viewer = await loadCallerViewer(ctx.db, input.organizationId, principal);
  authorize(viewer, organizationPolicy.update(viewer), 'Only admins can change the organization');
  await organizationUpdater(ctx.db, {
    organizationId: input.organizationId,
    changes: {
      title: input.title,
      hostname: input.hostname,
      emailDomains: input.emailDomains && [...new Set(input.emailDomains)],
      defaultRole: memberRoleFromProto(input.defaultRole),
    },
  });
  const [organization, ownsTeam] = await Promise.all([
    findOrganization(ctx.db, input.organizationId),
    ownsAnyTeam(ctx.db, input.organizationId, principal.userId),
  ]);
  if (!organization) throw notFound('Organization not found');
  return { organization: presentOrganization(organization, viewer, { ownsTeam }, ctx.urls) };
}
