import type { invitesV1 } from '@quire/proto';
import { pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { loadInviteAdmin } from '../access';
import { presentEmailInvite } from '../presenter';
import { listInvites } from '../queries';

const ZListOrganizationEmailInvitesRequest = z.object({ organizationId: ZId, page: ZPage, limit: ZLimit });

/** Pending email invitations (used ones are deleted), newest first, expired ones included. */
export async function listOrganizationEmailInvites(
  ctx: IdentityContext,
  request: invitesV1.ListOrganizationEmailInvitesRequest,
  callContext: CallContext,
): Promise<invitesV1.ListOrganizationEmailInvitesResponse> {
  const { organizationId, page, limit } = parseRequest(ZListOrganizationEmailInvitesRequest, request);
  const size = pageLimit(limit);
  await loadInviteAdmin(ctx, organizationId, callContext);
  const listed = await listInvites(ctx.db, organizationId, 'email', { page, limit: size });
  return { items: listed.items.map((invite) => presentEmailInvite(invite, ctx.urls)), next: listed.next, count: listed.count };
}
