import type { invitesV1 } from '@quire/proto';
import { notFound, type CallContext } from '@quire/shared';
import type { OrganizationViewer } from '../access/organization';
import type { IdentityContext } from '../context';
import { presentInviteLink } from './presenter';
import type { InviteRow } from './queries';

/**
 * Invite links as the contract shows them, each space or collection link with its full Space
 * or Collection from content, each kind in one batch call for the whole answer
 * (ContentInternalService/GetSpaces and GetCollections). Both are read as the caller and must
 * be of the invite's organization; a link whose space or collection is gone
 * (or no longer theirs to read) cannot be shown whole, so it is NOT_FOUND.
 */
export async function presentInviteLinks(
  ctx: IdentityContext,
  callContext: CallContext,
  { viewer, invites, admin }: { viewer: OrganizationViewer; invites: InviteRow[]; admin: boolean },
): Promise<invitesV1.OrganizationInviteLink[]> {
  if (invites.length === 0) return [];
  const { organizationId } = invites[0];
  const spaceIds = [...new Set(invites.flatMap((invite) => (invite.spaceId ? [invite.spaceId] : [])))];
  const collectionIds = [...new Set(invites.flatMap((invite) => (invite.collectionId ? [invite.collectionId] : [])))];
  const [spaces, collections] = await Promise.all([
    ctx.content.getSpaces(organizationId, spaceIds, callContext),
    ctx.content.getCollections(organizationId, collectionIds, callContext),
  ]);
  return invites.map((invite) => {
    const space = invite.spaceId ? spaces.get(invite.spaceId) : undefined;
    const collection = invite.collectionId ? collections.get(invite.collectionId) : undefined;
    if (invite.target === 'space' && !space) throw notFound('The space of this invite no longer exists');
    if (invite.target === 'collection' && !collection) throw notFound('The collection of this invite no longer exists');
    return presentInviteLink(invite, { viewer, urls: ctx.urls, admin, space, collection });
  });
}
