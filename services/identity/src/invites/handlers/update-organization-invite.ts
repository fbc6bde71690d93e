import type { invitesV1 } from '@quire/proto';
import { invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { loadInviteAdmin } from '../access';
import { inviteLinkUpdater } from '../commands/invite-link-updater';
import { presentInviteLinks } from '../embed';
import { ZFutureDate, ZInviteDomain, ZMaxUses, ZRequestedRole } from '../validation';

/** A `google.protobuf.Value` extension field: absent (unchanged), JSON null (removed) or a value. */
const nullable = <T extends z.ZodType>(schema: T) => z.union([z.null(), schema]).optional();

const ZUpdateOrganizationInviteRequest = z.object({
  organizationId: ZId,
  inviteId: ZId,
  role: ZRequestedRole,
  level: ZRequestedRole,
  emailDomain: nullable(ZInviteDomain),
  expiresAt: nullable(z.iso.datetime({ offset: true }).transform((text) => new Date(text)).pipe(ZFutureDate)),
  maxUses: nullable(ZMaxUses),
});

export async function updateOrganizationInvite(
  ctx: IdentityContext,
  request: invitesV1.UpdateOrganizationInviteRequest,
  callContext: CallContext,
): Promise<invitesV1.UpdateOrganizationInviteResponse> {
  const { organizationId, inviteId, ...changes } = parseRequest(ZUpdateOrganizationInviteRequest, request);
  // The contract's oneOf: {role} or {level}, not both; Quire's extension fields may come alone.
  if (changes.role !== undefined && changes.level !== undefined) {
    throw invalidArgument('body: must be exactly one of {role} or {level}');
  }
  if (Object.values(changes).every((value) => value === undefined)) throw invalidArgument('body: must change something');
  const viewer = await loadInviteAdmin(ctx, organizationId, callContext);
  const invite = await inviteLinkUpdater(ctx.db, { organizationId, inviteId, changes });
  const [presented] = await presentInviteLinks(ctx, callContext, { viewer, invites: [invite], admin: true });
  return { invite: presented };
}
