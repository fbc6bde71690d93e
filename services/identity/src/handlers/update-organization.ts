import type { identityV1 } from '@quire/proto';
import { type CallContext, getPrincipal, memberRoleFromProto, notFound } from '@quire/shared';
import { z } from 'zod';
import { updateOrganization as updateOrganizationCommand } from '../commands/organization-updater';
import type { IdentityDeps } from '../deps';
import { authorize, organizationPolicy } from '../policies/organization';
import { presentOrganization } from '../presenters/organization';

import { findOrganization, ownsAnyTeam } from '../queries/organizations';
import { loadOrganizationViewer } from '../queries/viewer';
import { parseRequest, ZId, ZOrganizationTitle } from '../validation';

const ZDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, 'must be a domain name');

const ZUpdateOrganizationRequest = z.object({
  organizationId: ZId,
  title: ZOrganizationTitle.optional(),
  emailDomains: z.array(ZDomain).max(100).optional(),
  hostname: z
    .string()
    .min(3)
    .max(32)
    .regex(/^[a-z0-9][a-z0-9-]*[a-z0-9]$/, 'must be lower-case letters, digits and dashes')
    .optional(),
  defaultRole: z.number().int().optional(),
});

export const updateOrganization =
  ({ prisma, urls }: IdentityDeps) =>
  async (
    request: identityV1.UpdateOrganizationRequest,
    context: CallContext,
  ): Promise<identityV1.UpdateOrganizationResponse> => {
    const principal = getPrincipal(context);
    const input = parseRequest(ZUpdateOrganizationRequest, request);
    const viewer = await loadOrganizationViewer(prisma, input.organizationId, principal.userId);
    authorize(viewer, organizationPolicy.update(viewer), 'Only admins can change the organization');
    await updateOrganizationCommand(prisma, {
      organizationId: input.organizationId,
      changes: {
        title: input.title,
        hostname: input.hostname,
        emailDomains: input.emailDomains && [...new Set(input.emailDomains)],
        defaultRole: memberRoleFromProto(input.defaultRole),
      },
    });
    const [organization, ownsTeam] = await Promise.all([
      findOrganization(prisma, input.organizationId),
      ownsAnyTeam(prisma, input.organizationId, principal.userId),
    ]);
    if (!organization) throw notFound('Organization not found');
    return { organization: presentOrganization(organization, viewer, { ownsTeam }, urls) };
  };
