import type { invitesV1 } from '@quire/proto';
import { getPrincipal, invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { loadInviteAdmin } from '../access';
import { inviteLinkCreator, type NewInviteLink } from '../commands/invite-link-creator';
import { presentInviteLinks } from '../embed';
import { ZFutureDate, ZInviteDomain, ZMaxUses, ZRequestedRole } from '../validation';

const ZCreateOrganizationInviteRequest = z.object({
  organizationId: ZId,
  role: ZRequestedRole,
  level: ZRequestedRole,
  space: ZId.optional(),
  collection: ZId.optional(),
  emailDomain: ZInviteDomain.optional(),
  expiresAt: ZFutureDate.optional(),
  maxUses: ZMaxUses.optional(),
});

type Parsed = z.output<typeof ZCreateOrganizationInviteRequest>;

/**
 * The contract's oneOf: exactly one of {role}, {level, space}, {level, collection} must match
 * (its branches are open objects, so {level, space, collection} matches two and is refused).
 */
function targetOf(input: Parsed): Pick<NewInviteLink, 'target' | 'role' | 'spaceId' | 'collectionId'> {
  const matches = [
    input.role !== undefined && ({ target: 'organization', role: input.role } as const),
    input.level !== undefined && input.space !== undefined && ({ target: 'space', role: input.level, spaceId: input.space } as const),
    input.level !== undefined && input.collection !== undefined && ({ target: 'collection', role: input.level, collectionId: input.collection } as const),
  ].filter((match) => match !== false);
  if (matches.length !== 1) throw invalidArgument('body: must be exactly one of {role}, {level, space} or {level, collection}');
  return matches[0];
}

export async function createOrganizationInvite(
  ctx: IdentityContext,
  request: invitesV1.CreateOrganizationInviteRequest,
  callContext: CallContext,
): Promise<invitesV1.CreateOrganizationInviteResponse> {
  const input = parseRequest(ZCreateOrganizationInviteRequest, request);
  const { organizationId } = input;
  const viewer = await loadInviteAdmin(ctx, organizationId, callContext);
  const target = targetOf(input);
  // The space or collection must be of this organization (and readable by the admin): content
  // answers nothing for another organization's.
  if (target.spaceId && !(await ctx.content.getSpaces(organizationId, [target.spaceId], callContext)).has(target.spaceId)) {
    throw invalidArgument('space: no such space in this organization');
  }
  if (target.collectionId && !(await ctx.content.getCollections(organizationId, [target.collectionId], callContext)).has(target.collectionId)) {
    throw invalidArgument('collection: no such collection in this organization');
  }
  const invite = await inviteLinkCreator(ctx.db, {
    organizationId,
    ...target,
    emailDomain: input.emailDomain,
    expiresAt: input.expiresAt,
    maxUses: input.maxUses,
    createdById: getPrincipal(callContext).userId,
  });
  const [presented] = await presentInviteLinks(ctx, callContext, { viewer, invites: [invite], admin: true });
  return { invite: presented };
}
