import type { invitesV1 } from '@quire/proto';
import { pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { loadInviteAdmin } from '../access';
import { presentInviteLinks } from '../embed';
import { listInvites } from '../queries';

const ZListOrganizationInviteLinksRequest = z.object({ organizationId: ZId, page: ZPage, limit: ZLimit });

/**
 * The organization invite links only: the contract's items are InviteLinkToOrganization (a
 * space or collection link, with `level` and no `role`, would not be one). Space and
 * collection links are read one by one (GetOrganizationInviteLink) by their ids.
 */
export async function listOrganizationInviteLinks(
  ctx: IdentityContext,
  request: invitesV1.ListOrganizationInviteLinksRequest,
  callContext: CallContext,
): Promise<invitesV1.ListOrganizationInviteLinksResponse> {
  const { organizationId, page, limit } = parseRequest(ZListOrganizationInviteLinksRequest, request);
  const size = pageLimit(limit);
  const viewer = await loadInviteAdmin(ctx, organizationId, callContext);
  const listed = await listInvites(ctx.db, organizationId, 'organization', { page, limit: size });
  const items = await presentInviteLinks(ctx, callContext, { viewer, invites: listed.items, admin: true });
  return { items, next: listed.next, count: listed.count };
}
